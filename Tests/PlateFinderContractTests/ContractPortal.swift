import PlateFinderCLITestSupport

/// A situation's loopback portal and the harness pointed at it. The servers stop when the
/// portal goes, so a test keeps it until its end (`keepAlive()` in a `defer`).
struct ContractPortal {
    /// The ANT's and the SRI's loopback servers.
    let portal: LoopbackPortal
    /// Runs command lines at the servers (or at nobody, for a source refused).
    let cli: CommandLineHarness

    /// Holds the servers up to here.
    func keepAlive() {
        withExtendedLifetime(portal) {}
    }
}
