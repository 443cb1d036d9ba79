#if canImport(Glibc)
import Glibc

/// C library functions Glibc declares only for feature macros Swift's Glibc module is not
/// built with (`_XOPEN_SOURCE`, `_GNU_SOURCE`), looked up at run time instead.
enum RuntimeSymbol {
    /// The function `name` of a library already loaded, as `type`; nil when none has it.
    static func lookUp<T>(_ name: String, as type: T.Type) -> T? {
        // A null handle is RTLD_DEFAULT: search every library already loaded (libc).
        guard let symbol = dlsym(nil, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }
}
#endif
