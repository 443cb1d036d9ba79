import Foundation
import PlateFinderApp

/// Makes numbered services for the container tests and records every call, from whichever
/// thread a factory runs on.
final class DIFactorySpy: @unchecked Sendable {
    /// A service with an identity, so tests can tell instances apart.
    final class Service: Sendable {
        let id: Int

        init(id: Int) { self.id = id }
    }

    /// Something that depends on a service.
    struct Client: Sendable {
        let service: Service
    }

    /// A call the spy received.
    enum Message: Equatable {
        case makeService(id: Int)
        case failure(DIContainerError)
    }

    // Safe to share across threads: `received` is read and written only while holding `lock`.
    private let lock = NSLock()
    private var received: [Message] = []

    /// Every call, in order.
    var messages: [Message] { lock.withLock { received } }

    /// How many services were made.
    var madeCount: Int {
        messages.filter { if case .makeService = $0 { true } else { false } }.count
    }

    /// A new service, numbered from 1.
    func makeService() -> Service {
        lock.withLock {
            let id = received.count + 1
            received.append(.makeService(id: id))
            return Service(id: id)
        }
    }

    /// Records a failure a factory saw.
    func record(_ error: DIContainerError) {
        lock.withLock { received.append(.failure(error)) }
    }
}
