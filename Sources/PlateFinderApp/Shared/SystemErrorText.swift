import Foundation

/// The system's reasons for a failed file operation, as `strerror` words them in English,
/// with the Spanish a person reading Spanish messages expects.
///
/// Only the reasons people meet with files and output are listed; any other reason is kept
/// as the system gave it.
enum SystemErrorText {
    private static let spanish: [String: String] = [
        "no such file or directory": "no existe el archivo o el directorio",
        "permission denied": "permiso denegado",
        "operation not permitted": "operación no permitida",
        "no space left on device": "no queda espacio en el dispositivo",
        "disk quota exceeded": "se superó la cuota de disco",
        "read-only file system": "sistema de archivos de solo lectura",
        "is a directory": "es un directorio",
        "not a directory": "no es un directorio",
        "file exists": "el archivo ya existe",
        "bad file descriptor": "descriptor de archivo no válido",
        "input/output error": "error de entrada/salida",
        "broken pipe": "tubería rota",
        "file name too long": "nombre de archivo demasiado largo",
        "too many open files": "demasiados archivos abiertos",
    ]

    /// `reason` in `language`: the Spanish of a listed reason, the reason as given
    /// otherwise.
    static func reason(_ reason: String, in language: Language) -> String {
        switch language {
        case .english: reason
        case .spanish: spanish[reason.lowercased()] ?? reason
        }
    }
}
