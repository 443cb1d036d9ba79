import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which path names one of the store's files: the database and SQLite's `-wal`, `-shm` and
/// `-journal` beside it, by device and inode when they exist and by resolved folder and name
/// when they do not yet.
@Suite struct StoreFileSetTests {
    /// Spellings of the store `data/store.sqlite` under the test's folder, with what they
    /// name. `link.sqlite` links to the store, `hard.sqlite` is another hard link to it,
    /// `folder` links to `data`, and `data/sub` is an empty folder.
    static let databaseSpellings = [
        "data/store.sqlite", "link.sqlite", "hard.sqlite", "data/sub/../store.sqlite",
        "folder/store.sqlite", "./data/./store.sqlite", "folder/sub/../store.sqlite",
    ]

    @Test(arguments: databaseSpellings)
    func file_namesTheDatabase_byAnySpelling(spelling: String) throws {
        let (sut, folder) = try makeSUT(companionsExist: false)

        #expect(sut.file(namedBy: folder.file(spelling)) == .database)
    }

    @Test(arguments: [StoreFile.writeAheadLog, .sharedMemory, .rollbackJournal], [true, false])
    func file_namesEachCompanion_whetherItExistsOrNot(
        companion: StoreFile, exists: Bool
    ) throws {
        let (sut, folder) = try makeSUT(companionsExist: exists)

        for spelling in ["data/store.sqlite", "folder/store.sqlite", "data/sub/../store.sqlite"] {
            let path = folder.file(spelling + companion.suffix)
            #expect(sut.file(namedBy: path) == companion, "\(spelling) exists: \(exists)")
        }
    }

    @Test func file_namesTheAbsentLog_throughALinkToIt() throws {
        let (sut, folder) = try makeSUT(companionsExist: false)
        let link = folder.file("log-link")
        #expect(symlink(folder.file("data/store.sqlite-wal"), link) == 0)

        #expect(sut.file(namedBy: link) == .writeAheadLog)
    }

    @Test func file_namesTheStore_spelledRelativeToTheCurrentFolder() throws {
        let (sut, folder) = try makeSUT(companionsExist: false)

        #expect(sut.file(namedBy: relative(folder.file("data/store.sqlite"))) == .database)
        #expect(
            sut.file(namedBy: relative(folder.file("folder/store.sqlite-shm"))) == .sharedMemory)
    }

    @Test(arguments: [
        "data/other.sqlite", "data/store.sqlite-wal2", "data/store.sqlite.ics", "data",
        "store.sqlite", "data/sub/store.sqlite", "data/sub/store.sqlite-wal", "folder",
    ])
    func file_isNil_forAnyOtherPath(spelling: String) throws {
        for exists in [true, false] {
            let (sut, folder) = try makeSUT(companionsExist: exists)

            #expect(sut.file(namedBy: folder.file(spelling)) == nil, "companions: \(exists)")
        }
    }

    @Test func file_findsTheCompanionsBesideALinkedStoresTarget() throws {
        let folder = try makeLayout(companionsExist: false)
        let sut = StoreFileSet(storePath: folder.file("link.sqlite"))

        #expect(sut.file(namedBy: folder.file("data/store.sqlite")) == .database)
        #expect(sut.file(namedBy: folder.file("data/store.sqlite-wal")) == .writeAheadLog)
        #expect(sut.file(namedBy: folder.file("link.sqlite-journal")) == .rollbackJournal)
    }

    @Test func file_namesTheFilesOfAStoreNotCreatedYet() throws {
        let folder = try makeLayout(companionsExist: false)
        let sut = StoreFileSet(storePath: folder.file("folder/new/fresh.sqlite"))

        #expect(sut.file(namedBy: folder.file("data/new/fresh.sqlite")) == .database)
        #expect(sut.file(namedBy: folder.file("data/new/x/../fresh.sqlite-wal")) == .writeAheadLog)
        #expect(sut.file(namedBy: folder.file("data/fresh.sqlite")) == nil)
    }

    // MARK: - Helpers

    private func makeSUT(companionsExist: Bool) throws -> (StoreFileSet, TemporaryFolder) {
        let folder = try makeLayout(companionsExist: companionsExist)
        return (StoreFileSet(storePath: folder.file("data/store.sqlite")), folder)
    }

    /// The store, its companions when asked, and the links `databaseSpellings` names.
    private func makeLayout(companionsExist: Bool) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let manager = FileManager.default
        try manager.createDirectory(
            atPath: folder.file("data/sub"), withIntermediateDirectories: true)
        let store = folder.file("data/store.sqlite")
        let files = companionsExist ? [""] + ["-wal", "-shm", "-journal"] : [""]
        for suffix in files {
            try Data("x".utf8).write(to: URL(fileURLWithPath: store + suffix))
        }
        #expect(symlink(store, folder.file("link.sqlite")) == 0)
        #expect(link(store, folder.file("hard.sqlite")) == 0)
        #expect(symlink(folder.file("data"), folder.file("folder")) == 0)
        return folder
    }

    /// `path` as a path relative to the current folder.
    private func relative(_ path: String) -> String {
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        return String(repeating: "../", count: depth) + path.dropFirst()
    }
}
