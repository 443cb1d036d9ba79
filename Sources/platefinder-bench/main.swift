import Foundation

// The fleet benchmarks run each batch in a child process of this very program.
if CommandLine.arguments.dropFirst().first == FleetBatchChild.flag {
    exit(FleetBatchChild.run(Array(CommandLine.arguments.dropFirst(2))))
}

// Figures for the closing notes: run with `swift run -c release platefinder-bench`
// after `swift build -c release --product platefinder`; `platefinder-bench fleet` runs the
// fleet batches only, `platefinder-bench startup` the start-up of whole processes only,
// `platefinder-bench lookup` the lookup's hot paths only, `platefinder-bench hostile` what a
// hostile portal costs `find` and the printing of a cell as large as a page allows,
// `platefinder-bench find` one whole lookup against a loopback portal answering every source.
#if DEBUG
print("warning: this is a debug build; run with `swift run -c release platefinder-bench`")
#endif

var report = BenchmarkReport()
do {
    switch CommandLine.arguments.dropFirst().first {
    case "fleet":
        try FleetBenchmarks.run(into: &report)
    case "startup":
        try ProcessBenchmarks.run(into: &report)
    case "lookup":
        try LookupBenchmarks.run(into: &report)
    case "hostile":
        try HostilePortalBenchmarks.run(into: &report)
        LayoutBenchmarks.run(into: &report)
    case "find":
        report = try await FindBenchmarks.run(adding: report)
    default:
        try LookupBenchmarks.run(into: &report)
        try FinesBenchmarks.run(into: &report)
        report = try await FindBenchmarks.run(adding: report)
        try ProcessBenchmarks.run(into: &report)
        try StoreBenchmarks.run(into: &report)
        try HistoryProcessBenchmarks.run(into: &report)
        try HostilePortalBenchmarks.run(into: &report)
        try TerminalBenchmarks.run(into: &report)
        LayoutBenchmarks.run(into: &report)
        report = try await DuesBenchmarks.run(adding: report)
        try FleetBenchmarks.run(into: &report)
    }
    report.print()
} catch {
    report.print()
    print("benchmark failed: \(error)")
    exit(1)
}
