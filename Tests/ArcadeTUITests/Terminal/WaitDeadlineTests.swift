import Testing

@testable import ArcadeTUI

/// A wait is cut into one-second looks at the terminal's size, however long the screen asked to sleep, and ends when
/// it asked: never early, never later than one look past it.
@Suite struct WaitDeadlineTests {
  @Test func aWaitForEverLooksEverySecondAndGoesOn() {
    let wait = WaitDeadline(asked: nil, now: 5_000, look: 1_000)
    #expect(wait.timeout(now: 5_000) == 1_000)
    #expect(wait.timeout(now: 9_999_999) == 1_000)
    #expect(wait.waitsOn(now: 9_999_999))
  }

  @Test func aLongWaitIsCutIntoLooksUntilItsEnd() {
    let wait = WaitDeadline(asked: 2_500, now: 0, look: 1_000)
    #expect([0, 1_000, 2_000, 2_400, 2_500, 3_000].map { wait.timeout(now: $0) } == [1_000, 1_000, 500, 100, 0, 0])
    #expect(wait.waitsOn(now: 1_000))
    #expect(wait.waitsOn(now: 2_499))
    #expect(!wait.waitsOn(now: 2_500))
  }

  /// A signal that cuts a look short does not end the wait, nor start it again at full length.
  @Test func aLookCutShortLeavesTheRestOfTheWait() {
    let wait = WaitDeadline(asked: 500, now: 0, look: 1_000)
    #expect(wait.timeout(now: 0) == 500)
    #expect(wait.waitsOn(now: 300))
    #expect(wait.timeout(now: 300) == 200)
  }

  @Test func noWaitAndOddRequestsAreBounded() {
    let none = WaitDeadline(asked: 0, now: 7, look: 1_000)
    #expect(none.timeout(now: 7) == 0)
    #expect(!none.waitsOn(now: 7))
    #expect(!WaitDeadline(asked: -40, now: 7, look: 1_000).waitsOn(now: 7))
    let huge = WaitDeadline(asked: Int.max, now: 7, look: 1_000)
    #expect(huge.timeout(now: 7) == 1_000)
    #expect(huge.waitsOn(now: Int64(Int32.max)))
  }
}
