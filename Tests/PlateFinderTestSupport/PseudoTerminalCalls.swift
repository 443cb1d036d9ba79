#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's pseudo-terminal calls. Glibc declares them only for `_XOPEN_SOURCE`,
/// which Swift's Glibc module is not built with, so on Linux they are looked up at run time.
enum PseudoTerminalCalls {
    /// Opens a new controller side: `posix_openpt(flags)`.
    static func openController(_ flags: Int32) -> Int32 {
        #if canImport(Glibc)
        guard
            let call = RuntimeSymbol.lookUp(
                "posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        else {
            return -1
        }
        return call(flags)
        #else
        return posix_openpt(flags)
        #endif
    }

    /// Makes the terminal side usable: `grantpt` then `unlockpt`.
    static func unlock(_ controller: Int32) -> Bool {
        #if canImport(Glibc)
        typealias Call = @convention(c) (Int32) -> Int32
        guard let grant = RuntimeSymbol.lookUp("grantpt", as: Call.self),
            let unlock = RuntimeSymbol.lookUp("unlockpt", as: Call.self)
        else { return false }
        return grant(controller) == 0 && unlock(controller) == 0
        #else
        return grantpt(controller) == 0 && unlockpt(controller) == 0
        #endif
    }

    /// The terminal side's device path: `ptsname_r` (Linux) or `ptsname` (Darwin).
    static func terminalName(_ controller: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: 128)
        #if canImport(Glibc)
        typealias Call = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
        guard let call = RuntimeSymbol.lookUp("ptsname_r", as: Call.self),
            call(controller, &buffer, buffer.count) == 0
        else { return nil }
        #else
        guard let name = ptsname(controller) else { return nil }
        strlcpy(&buffer, name, buffer.count)
        #endif
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Closes `descriptor`.
    static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }

    /// Reads up to `count` bytes from `descriptor` into `buffer`.
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
