// swift-tools-version:6.0
import PackageDescription

/// One executable per fuzz target, each linking libFuzzer through `LLVMFuzzerRunDriver`.
///
/// Build with `-Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld` (see `run.sh`); the
/// main package's own build and tests never see these targets.
let targets: [(name: String, dependencies: [Target.Dependency])] = [
    ("ant-page", [.product(name: "PlateFinderData", package: "PlateFinder"), "FuzzWording"]),
    ("sri-dues", [.product(name: "PlateFinderData", package: "PlateFinder"), "FuzzWording"]),
    ("fines-grid", [.product(name: "PlateFinderData", package: "PlateFinder"), "FuzzWording"]),
    ("json-keys", [.product(name: "PlateFinderData", package: "PlateFinder")]),
    ("http-body", [.product(name: "PlateFinderData", package: "PlateFinder")]),
    ("retry-after", [.product(name: "PlateFinderData", package: "PlateFinder")]),
    ("http-head", [.product(name: "PlateFinderData", package: "PlateFinder")]),
    ("key-decoder", [.product(name: "TerminalUI", package: "PlateFinder")]),
    ("plate-rules", []),
    ("control-stripper", []),
    (
        "argument-parser",
        [
            .product(name: "PlateFinderApp", package: "PlateFinder"),
            .product(name: "PlateFinderCLI", package: "PlateFinder"),
        ]
    ),
    ("text-wrap", [.product(name: "TerminalUI", package: "PlateFinder")]),
    (
        "ics-export",
        [
            .product(name: "PlateFinderData", package: "PlateFinder"),
            .product(name: "PlateFinderTestSupport", package: "PlateFinder"),
        ]
    ),
    (
        "batch-input",
        [
            .product(name: "PlateFinderApp", package: "PlateFinder"),
            .product(name: "PlateFinderCLI", package: "PlateFinder"),
        ]
    ),
    (
        "store-rows",
        [
            .product(name: "PlateFinderData", package: "PlateFinder"),
            .product(name: "PlateFinderApp", package: "PlateFinder"),
            .product(name: "PlateFinderCLI", package: "PlateFinder"),
            .product(name: "PlateFinderTestSupport", package: "PlateFinder"),
        ]
    ),
]

let package = Package(
    name: "PlateFinderFuzz",
    platforms: [.macOS(.v14)],
    // `PlateFinder` is a link to the main package: SwiftPM names a path dependency after its
    // folder, and the link keeps that name the same whatever the checkout is called.
    dependencies: [.package(path: "PlateFinder")],
    targets: [
        .systemLibrary(name: "CLibFuzzer"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CLibFuzzer", .product(name: "PlateFinderDomain", package: "PlateFinder"),
            ]
        ),
        .target(
            name: "FuzzWording",
            dependencies: ["FuzzSupport", .product(name: "PlateFinderApp", package: "PlateFinder")]
        ),
    ]
        + targets.map { target in
            .executableTarget(
                name: target.name,
                dependencies: [
                    "FuzzSupport", .product(name: "PlateFinderDomain", package: "PlateFinder"),
                ] + target.dependencies
            )
        },
    swiftLanguageModes: [.v6]
)
