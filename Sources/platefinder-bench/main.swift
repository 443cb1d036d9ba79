import Foundation

// Figures for the closing notes: run with `swift run -c release platefinder-bench`
// after `swift build -c release --product platefinder`.
#if DEBUG
print("warning: this is a debug build; run with `swift run -c release platefinder-bench`")
#endif

var report = BenchmarkReport()
do {
    try LookupBenchmarks.run(into: &report)
    try FinesBenchmarks.run(into: &report)
    try ProcessBenchmarks.run(into: &report)
    try StoreBenchmarks.run(into: &report)
    try HistoryProcessBenchmarks.run(into: &report)
    try HostilePortalBenchmarks.run(into: &report)
    try TerminalBenchmarks.run(into: &report)
    LayoutBenchmarks.run(into: &report)
    report = try await DuesBenchmarks.run(adding: report)
    report.print()
} catch {
    report.print()
    print("benchmark failed: \(error)")
    exit(1)
}
