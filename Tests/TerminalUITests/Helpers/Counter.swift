import Observation

/// Observable state for the render-loop tests.
@MainActor @Observable final class Counter {
    var value = 0
    var label = ""
}
