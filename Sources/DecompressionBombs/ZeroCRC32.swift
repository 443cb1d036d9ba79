/// The CRC-32 (the one gzip uses) of a run of zero bytes, in time logarithmic in its
/// length, so a gigabyte-long run costs nothing to check.
///
/// Feeding a zero byte to the CRC register is a linear map over GF(2); the map for `count`
/// bytes is that map raised to the power `count`, by repeated squaring.
enum ZeroCRC32 {
    /// The CRC-32 of `count` zero bytes.
    static func checksum(count: Int) -> UInt32 {
        var power = (0..<32).map { oneZeroByte(UInt32(1) << $0) }
        var register: UInt32 = 0xFFFF_FFFF
        var left = count
        while left > 0 {
            if left & 1 == 1 { register = apply(power, to: register) }
            let current = power
            power = current.map { apply(current, to: $0) }
            left >>= 1
        }
        return ~register
    }

    /// The reflected register after one zero byte.
    private static func oneZeroByte(_ register: UInt32) -> UInt32 {
        var register = register
        for _ in 0..<8 {
            register = register & 1 == 1 ? register >> 1 ^ 0xEDB8_8320 : register >> 1
        }
        return register
    }

    /// The matrix with `columns` times the vector `value`.
    private static func apply(_ columns: [UInt32], to value: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<32 where value >> bit & 1 == 1 { result ^= columns[bit] }
        return result
    }
}
