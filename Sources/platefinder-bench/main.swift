import Foundation

// Figures for the closing notes: run with `swift run -c release platefinder-bench`.
#if DEBUG
print("warning: this is a debug build; run with `swift run -c release platefinder-bench`")
#endif

var report = BenchmarkReport()
do {
    try LookupBenchmarks.run(into: &report)
    try ProcessBenchmarks.run(into: &report)
    report.print()
} catch {
    report.print()
    print("benchmark failed: \(error)")
    exit(1)
}
