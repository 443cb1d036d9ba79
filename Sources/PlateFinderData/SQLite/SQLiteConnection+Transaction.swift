import CSQLite

extension SQLiteConnection {
    /// Runs `body` in a transaction that holds the write lock from its start, commits when
    /// `body` returns and rolls back when anything throws, rethrowing that error.
    ///
    /// `BEGIN IMMEDIATE` takes the write lock up front, waiting for it within the busy
    /// timeout: two processes that both read and then write in deferred transactions would
    /// deadlock on the upgrade, and SQLite answers that with a busy error no waiting cures.
    /// Transactions do not nest.
    public func transaction<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try execute("BEGIN IMMEDIATE")
        let result: T
        do {
            result = try body()
            try execute("COMMIT")
        } catch {
            rollBackIfActive()
            throw error
        }
        return result
    }

    /// Whether a transaction is open: begun and neither committed nor rolled back yet.
    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Rolls back the open transaction, if any.
    func rollBackIfActive() {
        // SQLite has already rolled back after some errors (a full disk, an I/O error).
        guard isInTransaction else { return }
        // The error that brought us here is the one to report; ROLLBACK only fails when the
        // connection is unusable, which the caller's next statement reports on its own.
        sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
    }
}
