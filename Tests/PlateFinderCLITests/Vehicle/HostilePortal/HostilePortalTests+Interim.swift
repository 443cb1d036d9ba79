import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// An interim answer before the page is part of the exchange, not the portal's answer.
extension HostilePortalTests {
    @Test func find_printsAndSavesVehicle_whenPortalSends100ContinueBeforeItsPage() async throws {
        let portal = try makeSUT()
        let page = try PortalPage.vehicle()
        let head =
            "HTTP/1.1 100 Continue\r\n\r\n"
            + "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: \(page.count)\r\n"
            + "Connection: close\r\n\r\n"
        portal.server.enqueue(.raw(Data(head.utf8) + page))

        try await expectRealVehicleFound(on: portal)
    }
}
