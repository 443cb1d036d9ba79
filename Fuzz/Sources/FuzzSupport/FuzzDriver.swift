import CLibFuzzer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a fuzz target under libFuzzer.
///
/// SwiftPM links an executable's `main` to its module's own, so libFuzzer's `main` never
/// runs; the target's `main.swift` hands the command line to libFuzzer's driver instead.
public enum FuzzDriver {
    /// Lets libFuzzer read the command line and call `test` with every input it tries, then
    /// exits with libFuzzer's status. `test` returns 0; a broken property stops the process.
    public static func run(
        _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, test))
    }

    /// A copy of the `size` bytes at `data`.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
