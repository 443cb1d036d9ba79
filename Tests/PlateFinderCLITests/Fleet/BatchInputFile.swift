import Foundation
import PlateFinderTestSupport

@testable import PlateFinderCLI

/// A file holding some text, read as a batch reads its input, for the input tests.
enum BatchInputFile {
    /// What the lines of a file holding `text` give, read with `delimiter` (nil: detected).
    static func lines(of text: String, delimiter: CSVDelimiter? = nil) throws -> [BatchInputLine] {
        try withTemporaryFolder { folder in
            let path = folder.file("fleet.csv")
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let reader = try InputLineReader.reading(path)
            var parser = BatchInputParser(delimiter: delimiter)
            var lines: [BatchInputLine] = []
            while let line = reader.nextLine() { lines += parser.read(line) }
            return lines + parser.finish()
        }
    }
}
