import Foundation

/// What the kernel says about a child process, read without waiting for it (a `waitpid`
/// here could reap a child that `Process` is watching).
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
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/ps")
        ps.arguments = ["-o", "stat=", "-p", String(identifier)]
        let pipe = Pipe()
        ps.standardOutput = pipe
        do { try ps.run() } catch { return false }
        ps.waitUntilExit()
        let state = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return state.trimmingCharacters(in: .whitespaces).first == "T"
        #endif
    }
}
