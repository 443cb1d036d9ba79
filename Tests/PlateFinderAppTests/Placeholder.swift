import Testing

// Removed once the target has real tests.
@Test func placeholder() {}
