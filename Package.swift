// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "SwiftArcade",
  products: [
    .executable(name: "arcade", targets: ["arcade"]),
  ],
  // The shared board (PostgreSQL through postgres-nio, with SwiftNIO, its TLS stack and two copies of
  // BoringSSL) is three quarters of a clean build: a player who wants a game of Minesweeper does not
  // compile it. `make run SHARED_BOARD=1` (`swift build --traits SharedBoard`) builds it in; `make test`
  // always does, so CI tests it against a real server.
  traits: [
    .trait(name: "SharedBoard", description: "The shared board on a PostgreSQL server (postgres-nio)."),
    .default(enabledTraits: []),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
  ],
  targets: [
    .target(name: "ArcadeCore", dependencies: [.product(name: "CSV", package: "CSV.swift")]),
    .target(
      name: "ArcadeStore",
      dependencies: ["ArcadeCore", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    // The shared board on a PostgreSQL server: only the executable links it, so ArcadeCore and ArcadeTUI stay free of it.
    .target(
      name: "ArcadeShared",
      dependencies: ["ArcadeCore", "ArcadeStore", .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["SharedBoard"]))]
    ),
    .target(
      name: "CNCurses",
      // tinfo by name too: the static archive of ncursesw (a fully static release build) does not pull it in.
      linkerSettings: [.linkedLibrary("ncursesw"), .linkedLibrary("tinfo")]
    ),
    // The screens know each game's options as plain Codable values; the command line's flags over them
    // (ArgumentParser) are the executable's.
    .target(
      name: "ArcadeTUI",
      dependencies: ["ArcadeCore", "CNCurses"]
    ),
    .executableTarget(
      name: "arcade",
      dependencies: [
        "ArcadeCore", "ArcadeStore", "ArcadeShared", "ArcadeTUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // The static standard library's link line exports every symbol of our modules (11,000); the
      // loader then spent part of each start binding and searching them. Nothing looks them up.
      // Not position-independent: a PIE of this size has 87,000 relocations for the loader to apply,
      // and the pages they write, at every start (about 1.5 ms and 200 page faults of CPU time). The
      // shared libraries it loads are still placed at random; only the program's own image is fixed.
      // Release only: a debug build links the Swift runtime dynamically, and a program that is not position-
      // independent then makes the loader warn at every start about the runtime's protected functions.
      linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic", "-Xclang-linker", "-no-pie"], .when(configuration: .release))]
    ),
    .executableTarget(
      name: "arcade-bench",
      dependencies: [
        "ArcadeCore", "ArcadeStore", "ArcadeShared",
        .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["SharedBoard"])),
      ],
      path: "Benchmarks",
      exclude: [
        "terminal_bench.py", "sgt_mines_bench.py", "wordmatch_fall_bench.py", "wordsearch_generator_bench.py", "versus_bench.py",
        "shared_board_bench.sh", "stripped_sizes.sh",
      ]
    ),
    .testTarget(name: "ArcadeCoreTests", dependencies: ["ArcadeCore"], exclude: ["Fixtures"]),
    // What the tests of every layer share: a temporary folder, the test PostgreSQL server, services for a
    // scene, one way to draw a scene into text, the repository's data folder, a loopback listener that never answers.
    .target(
      name: "ArcadeTestSupport",
      dependencies: [
        "ArcadeCore", "ArcadeTUI", "ArcadeStore", "ArcadeShared",
        .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["SharedBoard"])),
      ],
      path: "Tests/ArcadeTestSupport"
    ),
    .testTarget(name: "ArcadeStoreTests", dependencies: ["ArcadeStore", "ArcadeTestSupport"]),
    // Screens/: the reviewed whole screens WholeScreenTests compares with (read from the source tree).
    .testTarget(name: "ArcadeTUITests", dependencies: ["ArcadeTUI", "ArcadeStore", "ArcadeTestSupport"], exclude: ["Screens"]),
    // The shared board, and one contract for the in-memory, the SQLite and the PostgreSQL score stores (with the
    // front end's services over the shared keeper: ArcadeTUI).
    .testTarget(
      name: "ArcadeSharedTests",
      dependencies: [
        "ArcadeShared", "ArcadeStore", "ArcadeCore", "ArcadeTUI", "ArcadeTestSupport",
        .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["SharedBoard"])),
      ]
    ),
    // The command line (the executable's commands and wiring): the registry as the menu, the command line and the
    // leaderboard read it; `arcade scores` against a file and a shared board.
    .testTarget(
      name: "ArcadeAppTests",
      dependencies: [
        "arcade", "ArcadeTUI", "ArcadeStore", "ArcadeShared", "ArcadeCore", "ArcadeTestSupport",
        .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["SharedBoard"])),
      ]
    ),
  ]
)
