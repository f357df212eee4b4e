import ArcadeCore
import ArcadeTestSupport
import Testing

@testable import ArcadeTUI

/// The end panel's line for a round that waits names the kind of reason, whatever the store's text says.
@Suite struct RoundReceiptTests {
  @Test(arguments: [
    (WaitReason.Kind.readOnly, "Waiting to be saved (the score file is read-only)"),
    (.busy, "Waiting to be saved (the score file is busy)"),
    (.diskFull, "Waiting to be saved (the disk is full)"),
    (.damaged, "Waiting to be saved (the score file is damaged)"),
    (.newerVersion, "Waiting to be saved (the score file is from a newer arcade)"),
  ])
  func aWaitingRoundSaysWhy(kind: WaitReason.Kind, line: String) {
    let receipt = RoundReceipt(
      round: .mock, storage: .waiting(reason: WaitReason(kind, "arcade.sqlite: whatever"), journal: "/x"), placement: nil)
    #expect(receipt.summary == line)
  }
}
