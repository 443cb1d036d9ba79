extension CommandStreams {
    /// Standard output is a terminal when a person is there to answer; streams that know
    /// better say so.
    public var isOutputTerminal: Bool { isInteractive }

    /// Standard error is taken for no terminal unless the streams say otherwise.
    public var isErrorTerminal: Bool { false }
}
