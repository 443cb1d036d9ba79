import AppIntents
import PlateFinderIntents

/// The Shortcut Siri offers as soon as the app is installed, in English and Spanish.
struct PlateFinderShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: FindPlateIntent(),
            phrases: [
                "Find a plate with \(.applicationName)",
                "Look up a plate in \(.applicationName)",
                "Buscar una placa en \(.applicationName)",
                "Consultar una placa con \(.applicationName)",
            ],
            shortTitle: "Find a plate",
            systemImageName: "car")
    }
}

/// The app's intents: its own and the library's.
struct PlateFinderAppIntentsPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] {
        [PlateFinderIntentsPackage.self]
    }
}
