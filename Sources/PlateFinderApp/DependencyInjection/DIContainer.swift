import Foundation

/// Holds one factory per type and the instance each made: the composition root registers
/// every concrete type here, and the rest of the app resolves what it needs.
///
/// Factories receive the container, so they can resolve their own dependencies. They run
/// while the container is locked, so they must not wait on another thread that resolves.
public final class DIContainer: @unchecked Sendable {
    // Safe to share across threads: `factories`, `instances` and `resolving` are read and
    // written only while holding `lock`. The lock is recursive because a factory resolves
    // its dependencies on the same thread, inside the outer `resolve`.
    private let lock = NSRecursiveLock()
    private var factories: [ObjectIdentifier: @Sendable (DIContainer) -> any Sendable] = [:]
    private var instances: [ObjectIdentifier: any Sendable] = [:]
    private var resolving: Set<ObjectIdentifier> = []

    /// An empty container.
    public init() {}

    /// Registers `factory` for `type`, replacing an earlier one and its cached instance.
    public func register<T: Sendable>(
        _ type: T.Type, factory: @escaping @Sendable (DIContainer) -> T
    ) {
        let key = ObjectIdentifier(type)
        lock.withLock {
            factories[key] = factory
            instances[key] = nil
        }
    }

    /// Whether a factory is registered for `type`.
    public func isRegistered<T: Sendable>(_ type: T.Type) -> Bool {
        lock.withLock { factories[ObjectIdentifier(type)] != nil }
    }

    /// The instance for `type`: made by its factory on first use, the same one afterwards.
    public func resolve<T: Sendable>(_ type: T.Type) throws(DIContainerError) -> T {
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let instance = instances[key] as? T { return instance }
        guard let factory = factories[key] else { throw .notRegistered(Self.name(of: type)) }
        guard resolving.insert(key).inserted else {
            throw .circularDependency(Self.name(of: type))
        }
        defer { resolving.remove(key) }
        // The key was registered with a factory returning `T`, so the cast cannot fail.
        guard let instance = factory(self) as? T else { throw .notRegistered(Self.name(of: type)) }
        instances[key] = instance
        return instance
    }

    /// The instance for `type`; stops the program when `type` is not registered, which is
    /// a wiring mistake in the composition root, never a run-time condition.
    public func require<T: Sendable>(_ type: T.Type) -> T {
        do {
            return try resolve(type)
        } catch {
            preconditionFailure("DIContainer cannot resolve \(Self.name(of: type)): \(error)")
        }
    }

    private static func name<T>(of type: T.Type) -> String {
        String(describing: type)
    }
}
