import PlateFinderDomain

extension StoreError {
    /// What a failure of the SQLite layer means to someone using the store.
    init(_ error: SQLiteError) {
        switch error {
        case .notADatabase, .foreignDatabase:
            self = .notAPlateFinderDatabase
        case .schemaTooNew(let found, let supported):
            self = .newerSchema(found: Int(found), supported: Int(supported))
        case .readOnly:
            self = .readOnly
        case .busy:
            self = .busy
        case .cannotOpen(_, let message):
            self = .cannotOpen(message)
        case .cannotCreateDirectory(let path, let message):
            self = .cannotCreateFolder(path: path, reason: message)
        case .constraintViolation(let message), .corrupt(let message), .failure(_, let message):
            self = .failure(message)
        }
    }
}
