/// An application's database: the `PRAGMA application_id` that marks a file as its own and
/// the ordered migrations that build its tables.
public struct SQLiteSchema: Sendable {
    /// "PLTF" in ASCII: the id that marks PlateFinder's own databases.
    public static let plateFinderApplicationID: Int32 = 0x504C_5446

    /// The id written into every database of this schema.
    public let applicationID: Int32
    /// The migrations, by strictly increasing version starting above 0.
    public let migrations: [SQLiteMigration]

    /// A schema marked with `applicationID` (not 0) built by `migrations`, whose versions
    /// must be positive and strictly increasing.
    public init(applicationID: Int32, migrations: [SQLiteMigration]) {
        precondition(applicationID != 0, "0 means the file belongs to nobody")
        let versions = migrations.map(\.version)
        precondition(
            zip([0] + versions, versions).allSatisfy { $0 < $1 },
            "migration versions must be positive and strictly increasing")
        self.applicationID = applicationID
        self.migrations = migrations
    }

    /// The version a fully migrated database has.
    public var latestVersion: Int32 { migrations.last?.version ?? 0 }

    /// Throws unless a file with `identity` may be opened, and migrated, as this schema.
    ///
    /// Ours when it carries our id at a version we know; a blank file (no id, no version,
    /// nothing in it) may become ours. Everything else is someone else's.
    func admit(_ identity: SQLiteIdentity, path: String) throws(SQLiteError) {
        if identity.applicationID == applicationID {
            guard identity.userVersion <= latestVersion else {
                throw .schemaTooNew(found: identity.userVersion, supported: latestVersion)
            }
            return
        }
        let isBlank =
            identity.applicationID == 0 && identity.userVersion == 0
            && !identity.hasSchemaObjects
        guard isBlank else {
            throw .foreignDatabase(path: path, applicationID: identity.applicationID)
        }
    }

    /// Applies, each in its own transaction and in order, every migration above
    /// `version`, the version read when the connection was opened.
    func migrate(_ connection: SQLiteConnection, from version: Int32) throws(SQLiteError) {
        for migration in migrations where migration.version > version {
            try connection.transaction { () throws(SQLiteError) in
                // Another process may have migrated between that read and our write lock.
                let current = try SQLiteIdentity.read(from: connection)
                try admit(current, path: connection.path)
                guard current.userVersion < migration.version else { return }
                try migration.apply(connection)
                // Pragmas take no parameters; both values are integers of our own.
                try connection.execute("PRAGMA user_version = \(migration.version)")
                try connection.execute("PRAGMA application_id = \(applicationID)")
            }
        }
    }
}
