import Foundation
import PlateFinderTestSupport

/// What a run of `platefinder` wrote, whether it ran in-process or as the built binary.
public protocol CommandOutput {
    /// Everything written to standard output.
    var standardOutput: Data { get }
    /// Standard output decoded as UTF-8.
    var output: String { get }
}

extension ProcessRunner.Result: CommandOutput {}
