extension LoopbackHTTPServer {
    /// Why the server could not start, or a refusing URL could not be made.
    public enum SocketError: Error, Equatable {
        /// A system call failed; `errno` is the value it left.
        case systemCall(String, errno: Int32)
        /// The port did not form a valid URL.
        case invalidURL(port: Int)
    }
}
