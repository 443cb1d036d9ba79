import Foundation

/// The composition root's registry: one factory per type and the instance each made.
///
/// Factories receive the container, so they can resolve their own dependencies. They run
/// while the container is locked, so they must not wait on another thread that resolves.
public final class DIContainer: @unchecked Sendable {
    /// Makes the instance of one type, resolving what it needs from the container.
    public typealias Factory<T> = @Sendable (DIContainer) throws(DIContainerError) -> T

    // Safe to share across threads: `factories`, `instances` and `resolving` are read and
    // written only while holding `lock`. The lock is recursive because a factory resolves
    // its dependencies on the same thread, inside the outer `resolve`.
    private let lock = NSRecursiveLock()
    private var factories: [ObjectIdentifier: Registration] = [:]
    private var instances: [ObjectIdentifier: any Sendable] = [:]
    private var resolving: Set<ObjectIdentifier> = []

    private struct Registration {
        let name: String
        let make: Factory<any Sendable>
    }

    /// An empty container.
    public init() {}

    /// Registers `factory` for `type`, replacing an earlier one and its cached instance.
    public func register<T: Sendable>(_ type: T.Type, factory: @escaping Factory<T>) {
        let key = ObjectIdentifier(type)
        let registration = Registration(name: String(describing: type)) {
            container throws(DIContainerError) in try factory(container)
        }
        lock.withLock {
            factories[key] = registration
            instances[key] = nil
        }
    }

    /// The instance for `type`: made by its factory on first use, the same one afterwards.
    public func resolve<T: Sendable>(_ type: T.Type) throws(DIContainerError) -> T {
        let instance = try resolve(ObjectIdentifier(type), name: String(describing: type))
        // The key was registered with a factory returning `T`, so the cast cannot fail.
        guard let typed = instance as? T else { throw .notRegistered(String(describing: type)) }
        return typed
    }

    /// Makes every registered instance, so that a registration whose dependencies are
    /// missing fails here rather than on the path that first needs it.
    public func resolveAll() throws(DIContainerError) {
        let registered = lock.withLock { factories.map { ($0.key, $0.value.name) } }
        for (key, name) in registered { _ = try resolve(key, name: name) }
    }

    /// Forgets every instance made so far; the next `resolve` makes them again.
    public func reset() {
        lock.withLock { instances.removeAll() }
    }

    private func resolve(
        _ key: ObjectIdentifier, name: String
    ) throws(DIContainerError) -> any Sendable {
        lock.lock()
        defer { lock.unlock() }
        if let instance = instances[key] { return instance }
        guard let registration = factories[key] else { throw .notRegistered(name) }
        guard resolving.insert(key).inserted else { throw .circularDependency(name) }
        defer { resolving.remove(key) }
        let instance = try registration.make(self)
        instances[key] = instance
        return instance
    }
}
