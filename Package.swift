// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "SwiftArcade",
  products: [
    .executable(name: "arcade", targets: ["arcade"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
  ],
  targets: [
    .target(name: "ArcadeCore", dependencies: [.product(name: "CSV", package: "CSV.swift")]),
    .target(
      name: "ArcadeStore",
      dependencies: ["ArcadeCore", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    .target(
      name: "CNCurses",
      linkerSettings: [.linkedLibrary("ncursesw")]
    ),
    .target(name: "ArcadeTUI", dependencies: ["ArcadeCore", "CNCurses"]),
    .executableTarget(
      name: "arcade",
      dependencies: [
        "ArcadeCore", "ArcadeStore", "ArcadeTUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "arcade-bench", dependencies: ["ArcadeCore", "ArcadeStore"], path: "Benchmarks",
      exclude: ["terminal_bench.py", "sgt_mines_bench.py", "wordmatch_fall_bench.py", "wordsearch_generator_bench.py"]
    ),
    .testTarget(name: "ArcadeCoreTests", dependencies: ["ArcadeCore"]),
    .testTarget(name: "ArcadeStoreTests", dependencies: ["ArcadeStore"]),
    .testTarget(name: "ArcadeTUITests", dependencies: ["ArcadeTUI"]),
    // The layers together: the registry as the menu, the command line and the leaderboard read it,
    // and one contract for the in-memory and the SQLite score stores.
    .testTarget(name: "ArcadeAppTests", dependencies: ["arcade", "ArcadeTUI", "ArcadeStore", "ArcadeCore"]),
  ]
)
