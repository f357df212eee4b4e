import ArcadeCore
import Testing

@Suite("WordMatch falling word")
struct WordMatchFallTests {
  @Test func rowsChangeEveryFallTimeDividedByRows() {
    let fall = WordMatchFall(start: at(1000), duration: 5000)
    #expect(fall.landsAt == at(6000))
    #expect(fall.row(at: at(0), rows: 20) == 0)
    #expect(fall.row(at: at(1000), rows: 20) == 0)
    #expect(fall.row(at: at(1249), rows: 20) == 0)
    #expect(fall.row(at: at(1250), rows: 20) == 1)
    #expect(fall.row(at: at(5749), rows: 20) == 18)
    #expect(fall.row(at: at(5750), rows: 20) == 19)
    #expect(fall.row(at: at(6000), rows: 20) == 19)
    #expect(fall.row(at: at(60_000), rows: 20) == 19)
    #expect(fall.nextRowChange(after: at(1000), rows: 20) == at(1250))
    #expect(fall.nextRowChange(after: at(1250), rows: 20) == at(1500))
    #expect(fall.nextRowChange(after: at(5750), rows: 20) == nil)
  }

  @Test func progressRunsFromZeroToOne() {
    let fall = WordMatchFall(start: at(0), duration: 7000)
    #expect(fall.progress(at: at(-5)) == 0)
    #expect(fall.progress(at: at(3500)) == 0.5)
    #expect(fall.progress(at: at(7000)) == 1)
    #expect(fall.progress(at: at(9000)) == 1)
    #expect(fall.remaining(at: at(2000)) == 5000)
  }

  /// Every millisecond of the fall: the row only changes at the instants `nextRowChange` names, at even intervals.
  @Test(arguments: [3000, 5000, 7000, 1001])
  func nextRowChangeNamesEveryMoveExactly(duration: Int64) {
    for rows in 1...40 {
      let fall = WordMatchFall(start: at(500), duration: duration)
      var changes: [Int64] = []
      var expectedNext = fall.nextRowChange(after: at(500), rows: rows)
      var row = fall.row(at: at(500), rows: rows)
      #expect(row == 0)
      for ms in Int64(501)..<(500 + duration + 50) {
        let now = at(ms)
        let newRow = fall.row(at: now, rows: rows)
        if newRow != row {
          #expect(newRow == row + 1)
          #expect(
            now == expectedNext,
            "rows \(rows), \(duration) ms: moved at \(ms), expected \(String(describing: expectedNext))")
          changes.append(ms - 500)
          expectedNext = fall.nextRowChange(after: now, rows: rows)
        }
        row = newRow
      }
      #expect(changes.count == rows - 1)
      #expect(row == rows - 1)
      // Even intervals: each gap is fall time ÷ rows, rounded up or down.
      let gaps = zip([0] + changes, changes).map { $1 - $0 }
      let low = duration / Int64(rows)
      #expect(gaps.allSatisfy { $0 == low || $0 == low + 1 }, "rows \(rows): \(gaps)")
    }
  }
}
