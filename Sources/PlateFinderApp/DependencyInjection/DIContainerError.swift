import Foundation

/// Why a container could not give an instance.
public enum DIContainerError: Error, Equatable, Sendable {
    /// Nothing is registered for the type with this name.
    case notRegistered(String)
    /// The type's factory needs, through its dependencies, the type itself.
    case circularDependency(String)
}
