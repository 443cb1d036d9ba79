import Foundation
import PlateFinderTestSupport
import Testing

@testable import PlateFinderCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Input lines, from a file or a pipe such as standard input, come in bounded memory.
struct InputLineReaderTests {
    static let limit = InputLineReader.maximumLineBytes

    @Test func nextLine_cutsALongLine_andReadsTheNextWhole_fromAPipe() throws {
        let sut = try makeSUT(
            piping: Array(repeating: UInt8(ascii: "A"), count: 3 * Self.limit + 17)
                + Array("\nPBX1234\r\n".utf8))

        #expect(sut.nextLine() == String(repeating: "A", count: Self.limit))
        #expect(sut.nextLine() == "PBX1234")
        #expect(sut.nextLine() == nil)
    }

    @Test func nextLine_cutsALineWithoutEnd_atTheLimit_fromAPipe() throws {
        let sut = try makeSUT(piping: Array(repeating: UInt8(ascii: "B"), count: 200_000))

        #expect(sut.nextLine() == String(repeating: "B", count: Self.limit))
        #expect(sut.nextLine() == nil)
    }

    @Test func nextLine_endsTheInput_andSaysWhy_whenAReadFails() throws {
        try withTemporaryFolder { folder in
            let path = folder.file("plates.txt")
            try Data("PBX1234\n".utf8).write(to: URL(fileURLWithPath: path))
            // A descriptor open for writing only: every read of it fails (EBADF).
            let sut = InputLineReader(
                descriptor: open(path, O_WRONLY | O_CLOEXEC), owns: true)

            #expect(sut.nextLine() == nil)
            #expect(sut.readFailure == WriteFailure(errorNumber: EBADF))
        }
    }

    @Test func readFailure_isNil_atAnOrdinaryEnd() throws {
        let sut = try makeSUT(piping: Array("PBX1234\n".utf8))

        #expect(sut.nextLine() == "PBX1234")
        #expect(sut.nextLine() == nil)
        #expect(sut.readFailure == nil)
    }

    @Test func nextLine_replacesBytesThatAreNotUTF8_fromAFile() throws {
        try withTemporaryFolder { folder in
            let path = folder.file("plates.txt")
            try Data([0x50, 0xFF, 0x42, 0x0A, 0x41, 0x42, 0x43]).write(
                to: URL(fileURLWithPath: path))
            let sut = try InputLineReader.reading(path)

            #expect(sut.nextLine() == "P\u{FFFD}B")
            #expect(sut.nextLine() == "ABC")
            #expect(sut.nextLine() == nil)
        }
    }

    @Test func nextLine_endsALineAtLF_CRLF_orACRAlone() throws {
        let sut = try makeSUT(piping: Array("A\rB\r\nC\n\rD".utf8))

        #expect(lines(of: sut) == ["A", "B", "C", "", "D"])
    }

    @Test func nextLine_joinsACRAndTheLFAfterIt_acrossTwoReads() throws {
        let first = Array(repeating: UInt8(ascii: "x"), count: 64 * 1_024 - 1) + [0x0D]
        let sut = try makeSUT(piping: first + Array("\nC".utf8))

        #expect(lines(of: sut) == [String(repeating: "x", count: Self.limit), "C"])
    }

    // MARK: - Helpers

    private func lines(of reader: InputLineReader) -> [String] {
        var lines: [String] = []
        while let line = reader.nextLine() { lines.append(line) }
        return lines
    }

    /// A reader of a pipe that holds `bytes` and then ends; the reader owns the read end.
    private func makeSUT(piping bytes: [UInt8]) throws -> InputLineReader {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let writer = Thread {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes {
                    write(writeEnd, $0.baseAddress, $0.count)
                }
                guard written > 0 else { break }
                offset += written
            }
            close(writeEnd)
        }
        writer.start()
        return InputLineReader(descriptor: readEnd, owns: true)
    }
}
