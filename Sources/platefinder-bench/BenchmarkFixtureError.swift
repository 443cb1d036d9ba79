/// A fixture a benchmark needs is not as expected.
enum BenchmarkFixtureError: Error {
    case missing(String)
}
