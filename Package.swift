// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PlateFinder",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "platefinder", targets: ["platefinder"]),
        .executable(name: "platefinder-bench", targets: ["platefinder-bench"]),
        .library(name: "PlateFinderDomain", targets: ["PlateFinderDomain"]),
        // The fuzz targets (Fuzz/) and the Apple shell (Apple/) are packages of their own
        // that link these.
        .library(name: "PlateFinderData", targets: ["PlateFinderData"]),
        .library(name: "PlateFinderPresentation", targets: ["PlateFinderPresentation"]),
        .library(name: "PlateFinderApp", targets: ["PlateFinderApp"]),
        .library(name: "PlateFinderCLI", targets: ["PlateFinderCLI"]),
        .library(name: "PlateFinderTerminal", targets: ["PlateFinderTerminal"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "PlateFinderTestSupport", targets: ["PlateFinderTestSupport"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(name: "PlateFinderDomain"),
        .target(
            name: "PlateFinderData",
            dependencies: [
                "PlateFinderDomain", .target(name: "CCurl", condition: .when(platforms: [.linux])),
                "CLibXML2", "CSQLite",
            ]
        ),
        .target(name: "PlateFinderPresentation", dependencies: ["PlateFinderDomain"]),
        .target(
            name: "PlateFinderApp",
            dependencies: ["PlateFinderDomain", "PlateFinderData", "PlateFinderPresentation"]
        ),
        .target(
            name: "PlateFinderCLI",
            dependencies: [
                "PlateFinderApp", "PlateFinderDomain", "PlateFinderPresentation", "TerminalUI",
            ]
        ),
        .target(
            name: "PlateFinderTerminal",
            dependencies: [
                "PlateFinderApp", "PlateFinderDomain", "PlateFinderPresentation", "TerminalUI",
            ]
        ),
        .executableTarget(
            name: "platefinder", dependencies: ["PlateFinderCLI", "PlateFinderTerminal"]
        ),
        .executableTarget(
            name: "platefinder-bench",
            dependencies: [
                "DecompressionBombs", "PlateFinderApp", "PlateFinderCLI", "PlateFinderData",
                "PlateFinderDomain", "TerminalUI",
            ]
        ),
        .target(name: "TerminalUI"),
        // Hostile bodies for the HTTP client's tests and the benchmark, which must not link
        // the test support target.
        .target(name: "DecompressionBombs"),
        .target(
            name: "PlateFinderTestSupport",
            dependencies: ["DecompressionBombs", "PlateFinderDomain"],
            path: "Tests/PlateFinderTestSupport",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PlateFinderDomainTests",
            dependencies: ["PlateFinderDomain", "PlateFinderTestSupport"]
        ),
        .testTarget(
            name: "PlateFinderDataTests",
            dependencies: ["PlateFinderData", "PlateFinderDomain", "PlateFinderTestSupport"]
        ),
        .testTarget(
            name: "PlateFinderPresentationTests",
            dependencies: [
                "PlateFinderPresentation", "PlateFinderDomain", "PlateFinderTestSupport",
            ]
        ),
        .testTarget(
            name: "PlateFinderAppTests",
            dependencies: ["PlateFinderApp", "PlateFinderDomain", "PlateFinderTestSupport"]
        ),
        .target(
            name: "TerminalUITestSupport", dependencies: ["TerminalUI"],
            path: "Tests/TerminalUITestSupport"
        ),
        .target(
            name: "PlateFinderCLITestSupport",
            dependencies: [
                "PlateFinderApp", "PlateFinderCLI", "PlateFinderData", "PlateFinderDomain",
                "PlateFinderTestSupport",
            ],
            path: "Tests/PlateFinderCLITestSupport"
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI", "TerminalUITestSupport", "PlateFinderTestSupport"]
        ),
        .testTarget(
            name: "PlateFinderTerminalTests",
            dependencies: [
                "PlateFinderApp", "PlateFinderDomain", "PlateFinderPresentation",
                "PlateFinderTerminal", "PlateFinderTestSupport", "TerminalUI",
                "TerminalUITestSupport",
            ],
            resources: [.copy("Expected")]
        ),
        .testTarget(
            name: "PlateFinderCLITests",
            dependencies: [
                "PlateFinderApp", "PlateFinderCLI", "PlateFinderCLITestSupport",
                "PlateFinderData", "PlateFinderDomain", "PlateFinderPresentation",
                "PlateFinderTestSupport", "TerminalUI",
            ],
            resources: [.copy("Golden")]
        ),
        .testTarget(
            // Every front end against one loopback portal and store: they state the same facts.
            name: "PlateFinderContractTests",
            dependencies: [
                "PlateFinderApp", "PlateFinderCLI", "PlateFinderCLITestSupport", "PlateFinderData",
                "PlateFinderDomain", "PlateFinderPresentation", "PlateFinderTestSupport",
            ]
        ),
        .testTarget(
            name: "PlateFinderEndToEndTests",
            // The tests run the built binary; depending on it makes `swift test` build it.
            dependencies: [
                "PlateFinderCLITestSupport", "PlateFinderData", "PlateFinderTestSupport",
                "TerminalUI", "TerminalUITestSupport", "platefinder",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
