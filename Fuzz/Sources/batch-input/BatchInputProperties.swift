import FuzzSupport
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Any bytes, read as a batch reads its input file: the reader's lines hold no line break
/// and stay within their bound, the delimiter found is one the header uses at least as
/// often as any other outside quotes, and every line the parser judges has a line number
/// the input has, a plate asked once, and a message safe for a terminal in both languages.
enum BatchInputProperties {
    /// The file each input is written to, made once.
    private static let path: String = {
        var template = Array("/tmp/batch-input-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        precondition(descriptor >= 0, "no temporary file")
        close(descriptor)
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()

    static func check(_ bytes: [UInt8]) {
        let lines = readLines(bytes)
        for line in lines {
            Property.require(
                !line.unicodeScalars.contains { $0 == "\n" || $0 == "\r" },
                "a line holds a line break: \(Property.quote(line))")
            // A cut may end inside a character; its bytes come back as one replacement
            // character each, at most three bytes for one.
            Property.require(
                line.utf8.count <= 3 * InputLineReader.maximumLineBytes,
                "a line outgrows its bound: \(line.utf8.count) bytes")
        }
        if let first = lines.first { checkDelimiter(of: first) }
        for delimiter in [nil] + CSVDelimiter.allCases.map(Optional.some) {
            checkParser(lines, delimiter: delimiter)
        }
    }

    private static func readLines(_ bytes: [UInt8]) -> [String] {
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        precondition(descriptor >= 0, "the temporary file cannot be written")
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        precondition(written == bytes.count, "the input was not written whole")
        guard let reader = try? InputLineReader.reading(path) else {
            fatalError("the temporary file cannot be read")
        }
        var lines: [String] = []
        while let line = reader.nextLine() { lines.append(line) }
        Property.require(
            lines.count <= bytes.count, "\(lines.count) lines from \(bytes.count) bytes")
        return lines
    }

    private static func checkDelimiter(of header: String) {
        let detected = CSVDelimiter.detected(in: header)
        // Outside quotes is every other run between quotes, the first included.
        let outside = header.split(separator: "\"", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
        func count(_ delimiter: CSVDelimiter) -> Int {
            outside.unicodeScalars.count { $0 == delimiter.character }
        }
        for other in CSVDelimiter.allCases {
            Property.require(
                count(detected) >= count(other),
                "\(detected) found though \(other) is used more: \(Property.quote(header))")
        }
    }

    private static func checkParser(_ lines: [String], delimiter: CSVDelimiter?) {
        var parser = BatchInputParser(delimiter: delimiter)
        var judged: [BatchInputLine] = []
        for line in lines { judged += parser.read(line) }
        judged += parser.finish()
        var asked = Set<Plate>()
        let messages = Language.allCases.map { Messages(language: $0) }
        for line in judged {
            let number: Int
            switch line {
            case .plate(let plate, let line, _):
                Property.require(asked.insert(plate.plate).inserted, "\(plate) asked twice")
                number = line
            case .invalid(_, let line, _), .repeated(_, let line), .unreadable(let line),
                .unclosedQuote(let line):
                number = line
            }
            Property.require(
                (1...max(lines.count, 1)).contains(number), "line \(number) of \(lines.count)")
            for message in messages {
                guard let problem = message.batchLineProblem(line) else { continue }
                Property.require(
                    TerminalSafety.firstForbidden(in: problem) == nil,
                    "unsafe message: \(Property.quote(problem))")
            }
        }
    }
}
