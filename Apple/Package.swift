// swift-tools-version:6.0
import PackageDescription

/// The SwiftUI shell and the Siri Shortcut for Apple platforms, on the main package's core:
/// the views (`PlateFinderUI`), the intent (`PlateFinderIntents`) and a Mac window to run
/// them from the command line (`PlateFinderMac`). An app bundle adds `App/`.
let package = Package(
    name: "PlateFinderApple",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "PlateFinderUI", targets: ["PlateFinderUI"]),
        .library(name: "PlateFinderIntents", targets: ["PlateFinderIntents"]),
        .executable(name: "PlateFinderMac", targets: ["PlateFinderMac"]),
    ],
    dependencies: [.package(path: "PlateFinder")],
    targets: [
        .target(
            name: "PlateFinderUI",
            dependencies: [
                .product(name: "PlateFinderApp", package: "PlateFinder"),
                .product(name: "PlateFinderDomain", package: "PlateFinder"),
                .product(name: "PlateFinderPresentation", package: "PlateFinder"),
            ]
        ),
        .target(
            name: "PlateFinderIntents",
            dependencies: [.product(name: "PlateFinderApp", package: "PlateFinder")]
        ),
        .executableTarget(name: "PlateFinderMac", dependencies: ["PlateFinderUI"]),
    ],
    swiftLanguageModes: [.v6]
)
