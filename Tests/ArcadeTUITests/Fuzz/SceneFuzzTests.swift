import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeTUI

/// Random keys, bytes, clicks, drags and resizes (1×1 to 300×100) thrown at every screen of every game,
/// each started in a state players reach (scrolled, half-selected, mid-fall, end panels), through the real loop.
///
/// Each start runs in a child process, so a trap is a failing test that names the start and the seed
/// (`ARCADE_FUZZ_START=NAME ARCADE_FUZZ_SEED=N swift test --filter SceneFuzzTests` replays one). After every
/// event the frame fits the terminal and its cursor is on it, and at the end `q`/Esc still leave.
/// `ARCADE_FUZZ_SEEDS` sets the seeds per start (`make fuzz` runs 500).
@Suite struct SceneFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let seeds = environment["ARCADE_FUZZ_SEEDS"].flatMap(Int.init) ?? 6

  static let starts: [FuzzStart] = {
    guard let only = environment["ARCADE_FUZZ_START"] else { return FuzzStart.all }
    return FuzzStart.all.filter { $0.name == only }
  }()

  @Test(arguments: starts)
  func randomInputNeverBreaksAScreen(start: FuzzStart) async {
    let seeds = Self.environment["ARCADE_FUZZ_SEED"].flatMap(UInt64.init).map { [$0] } ?? Array(0..<UInt64(Self.seeds))
    // The child's report goes to a file: the expectation's own message carries only the exit status.
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-fuzz-\(getpid())-\(start.name).txt").path
    defer { try? FileManager.default.removeItem(atPath: report) }
    await #expect(processExitsWith: .success) { [name = start.name as String, seeds = seeds as [UInt64], report = report as String] in
      SceneFuzzRun.runInChild(start: name, seeds: seeds, report: report)
    }
    if let text = try? String(contentsOfFile: report, encoding: .utf8), !text.hasSuffix("clean\n") {
      Issue.record("fuzz \(start.name), last seed run and what broke:\n\(text.split(separator: "\n").suffix(6).joined(separator: "\n"))")
    }
  }

  @Test func everySceneOfEveryGameIsAStartOrOnARoute() throws {
    var reached: Set<String> = []
    let smallest = Size(width: 40, height: 12)
    for start in FuzzStart.all {
      let run = SceneFuzzRun(start: start, seed: 0)
      let seen = run.sendRoute()
      reached.formUnion(seen.keys)
      // 40×12 is a terminal people have: no screen a start reaches asks for more.
      for (scene, size) in seen {
        #expect(smallest.contains(size), "\(start.name): \(scene) asks for \(size)")
      }
      if let reaches = start.reaches { #expect(run.topScene == reaches, "\(start.name) reached \(run.topScene), not \(reaches)") }
    }
    let declared = try SceneFuzzRun.declaredScenes()
    #expect(declared.count >= 20)
    #expect(declared.subtracting(reached).isEmpty, "no fuzz start reaches \(declared.subtracting(reached).sorted())")
  }
}
