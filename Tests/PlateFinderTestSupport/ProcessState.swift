import Foundation

/// What the kernel says about a child process, read without waiting for it (a `waitpid`
/// here could reap a child that `SpawnedProcess` is watching).
enum ProcessState {
    /// Whether process `identifier` is stopped: state `T` in its `/proc` entry on Linux,
    /// in `ps` elsewhere.
    static func isStopped(_ identifier: Int32) -> Bool {
        #if os(Linux)
        let stat: String
        do {
            stat = try String(contentsOfFile: "/proc/\(identifier)/stat", encoding: .utf8)
        } catch {
            return false  // gone already: not stopped
        }
        guard let end = stat.lastIndex(of: ")") else { return false }
        // "pid (name) S …": the name may hold spaces and parentheses, the state follows the
        // last closing one.
        return stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).first == "T"
        #else
        let pipe = Pipe()
        do {
            _ = try SpawnedProcess(
                URL(fileURLWithPath: "/bin/ps"),
                arguments: ["-o", "stat=", "-p", String(identifier)],
                standardOutput: pipe.fileHandleForWriting.fileDescriptor)
            // Only the child may hold the writing end, or reading never ends.
            try pipe.fileHandleForWriting.close()
        } catch {
            return false
        }
        let state = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return state.trimmingCharacters(in: .whitespaces).first == "T"
        #endif
    }
}
