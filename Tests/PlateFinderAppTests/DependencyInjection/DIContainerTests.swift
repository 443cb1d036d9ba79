import Foundation
import PlateFinderApp
import PlateFinderTestSupport
import Testing

struct DIContainerTests {
    private typealias Service = DIFactorySpy.Service
    private typealias Client = DIFactorySpy.Client

    @Test
    func resolve_deliversWhatTheFactoryMakes() throws {
        let (sut, _) = makeSUT()
        sut.register(String.self) { _ in "made" }

        #expect(try sut.resolve(String.self) == "made")
    }

    @Test
    func resolve_makesOneInstanceAndCachesIt() throws {
        let (sut, spy) = makeSUT()
        sut.register(Service.self) { _ in spy.makeService() }

        let first = try sut.resolve(Service.self)
        let second = try sut.resolve(Service.self)

        #expect(first === second)
        #expect(spy.madeCount == 1)
    }

    @Test
    func resolve_throwsNotRegistered_namingTheType() {
        let (sut, _) = makeSUT()

        #expect(throws: DIContainerError.notRegistered("Int")) { try sut.resolve(Int.self) }
    }

    @Test
    func resolve_throwsNotRegistered_whenAFactoryMissesADependency() {
        let (sut, _) = makeSUT()
        sut.register(Client.self) { container throws(DIContainerError) in
            Client(service: try container.resolve(Service.self))
        }

        #expect(throws: DIContainerError.notRegistered("Service")) {
            try sut.resolve(Client.self)
        }
    }

    @Test
    func resolveAll_throws_whenARegistrationNobodyResolvesMissesADependency() throws {
        let (sut, spy) = makeSUT()
        sut.register(Service.self) { _ in spy.makeService() }
        sut.register(Client.self) { container throws(DIContainerError) in
            Client(service: try container.resolve(Service.self))
        }
        try sut.resolveAll()
        sut.register(String.self) { container throws(DIContainerError) in
            String(try container.resolve(Int.self))
        }

        #expect(throws: DIContainerError.notRegistered("Int")) { try sut.resolveAll() }
        #expect(spy.madeCount == 1)
    }

    @Test
    func reset_makesEveryInstanceAgain_onTheNextResolve() throws {
        let (sut, spy) = makeSUT()
        sut.register(Service.self) { _ in spy.makeService() }
        let first = try sut.resolve(Service.self)

        sut.reset()

        #expect(try sut.resolve(Service.self) !== first)
        #expect(spy.madeCount == 2)
    }

    @Test
    func resolve_keysByTheRegisteredProtocol() throws {
        let (sut, _) = makeSUT()
        sut.register((any CustomStringConvertible & Sendable).self) { _ in 42 }

        #expect(try sut.resolve((any CustomStringConvertible & Sendable).self).description == "42")
        #expect(throws: DIContainerError.notRegistered("Int")) { try sut.resolve(Int.self) }
    }

    @Test
    func resolve_letsFactoriesResolveTheirDependencies() throws {
        let (sut, spy) = makeSUT()
        sut.register(Service.self) { _ in spy.makeService() }
        sut.register(Client.self) { container throws(DIContainerError) in
            Client(service: try container.resolve(Service.self))
        }

        let client = try sut.resolve(Client.self)

        #expect(try client.service === sut.resolve(Service.self))
        #expect(spy.madeCount == 1)
    }

    @Test
    func resolve_reportsACircularDependency_insteadOfRecursingForever() throws {
        let (sut, spy) = makeSUT()
        sut.register(Service.self) { container in
            do throws(DIContainerError) {
                _ = try container.resolve(Client.self)
            } catch {
                spy.record(error)
            }
            return spy.makeService()
        }
        sut.register(Client.self) { container throws(DIContainerError) in
            Client(service: try container.resolve(Service.self))
        }

        _ = try sut.resolve(Client.self)

        #expect(spy.messages == [.failure(.circularDependency("Client")), .makeService(id: 2)])
    }

    @Test
    func register_replacesTheFactoryAndDropsItsCachedInstance() throws {
        let (sut, _) = makeSUT()
        sut.register(String.self) { _ in "old" }
        _ = try sut.resolve(String.self)

        sut.register(String.self) { _ in "new" }

        #expect(try sut.resolve(String.self) == "new")
    }

    @Test
    func resolve_makesOneInstance_whenManyTasksResolveAtOnce() async throws {
        let (sut, spy) = makeSUT()
        sut.register(Service.self) { _ in spy.makeService() }

        let ids = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<64 {
                group.addTask { try sut.resolve(Service.self).id }
            }
            return try await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }

        #expect(ids == [1])
        #expect(spy.madeCount == 1)
    }

    @Test
    func container_releasesItsInstancesWhenDeallocated() async throws {
        try await withLeakTracking { tracker in
            let (sut, spy) = makeSUT()
            sut.register(Service.self) { _ in spy.makeService() }
            tracker.track(try sut.resolve(Service.self))
            tracker.track(sut)
        }
    }

    private func makeSUT() -> (sut: DIContainer, spy: DIFactorySpy) {
        (DIContainer(), DIFactorySpy())
    }
}
