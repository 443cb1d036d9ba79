#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal pair: the slave side behaves as a real terminal for the code under
/// test, the master side is what the terminal emulator would see.
struct PseudoTerminal {
    struct Failure: Error {
        let step: String
    }

    let master: Int32
    let slave: Int32

    init() throws {
        // The C library has these everywhere, but Glibc's module map hides them behind
        // _XOPEN_SOURCE, so they are looked up by name.
        guard let openMaster = Self.function("posix_openpt", as: DescriptorCall.self),
            let grant = Self.function("grantpt", as: DescriptorCall.self),
            let unlock = Self.function("unlockpt", as: DescriptorCall.self),
            let slaveName = Self.function("ptsname", as: NameCall.self)
        else { throw Failure(step: "look up the pseudo-terminal functions") }
        master = openMaster(O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw Failure(step: "posix_openpt") }
        guard grant(master) == 0, unlock(master) == 0, let name = slaveName(master) else {
            _ = closeDescriptor(master)
            throw Failure(step: "grantpt/unlockpt/ptsname")
        }
        slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            _ = closeDescriptor(master)
            throw Failure(step: "open slave")
        }
    }

    private typealias DescriptorCall = @convention(c) (Int32) -> Int32
    private typealias NameCall = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    private static func function<T>(_ name: String, as type: T.Type) -> T? {
        guard let address = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
        return unsafeBitCast(address, to: type)
    }

    func close() {
        _ = closeDescriptor(slave)
        _ = closeDescriptor(master)
    }

    /// Whether the slave side has canonical input (line editing) on.
    func isCanonical() -> Bool {
        var attributes = termios()
        tcgetattr(slave, &attributes)
        return attributes.c_lflag & tcflag_t(ICANON) != 0
    }

    /// Sets the window size the kernel reports for the terminal.
    func setSize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Types `bytes` as the person at the terminal would.
    func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// What the code under test wrote, read until nothing more arrives for 200 ms.
    func readOutput() -> [UInt8] {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 200) > 0 {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            output += buffer[0..<count]
        }
        return output
    }
}

private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
