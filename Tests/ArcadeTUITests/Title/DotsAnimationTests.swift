import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct DotsAnimationTests {
  /// The lit cells are the four dots from the leading one back, those on the line: entering, crossing, leaving.
  @Test func theDotsAreTheFourCellsBehindTheLeadOnTheLine() {
    for length in 1...40 {
      let animation = DotsAnimation(start: .zero, length: length)
      for frame in 0..<(3 * (length + DotsAnimation.dotCount)) {
        let lead = frame % (length + DotsAnimation.dotCount)
        let expected = (0..<DotsAnimation.dotCount).map { lead - $0 }.filter { $0 >= 0 && $0 < length }.sorted()
        #expect(Array(animation.dotColumns(frame: frame)) == expected, "length \(length), frame \(frame)")
      }
    }
  }
}
