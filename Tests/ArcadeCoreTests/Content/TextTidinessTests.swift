import ArcadeCore
import Testing

@Suite("Text tidiness")
struct TextTidinessTests {
  @Test(arguments: ["casa", "ice cream", "por qué", "aujourd'hui", "grand-père", "Straße", "œuf"])
  func tidyTextPasses(text: String) {
    #expect(TextTidiness.problem(in: text, maximumLength: 14) == nil)
  }

  @Test(arguments: [
    ("", "is empty"), (" casa", "starts with a space"), ("casa ", "ends with a space"),
    ("ice  cream", "has two spaces in a row"), ("ice\ncream", "contains a tab or line break"),
    ("ice\u{7}cream", "contains a control character"),
  ])
  func untidyTextIsNamed(text: String, problem: String) {
    #expect(TextTidiness.problem(in: text) == problem)
  }

  @Test func lengthCountsCharactersNotBytes() {
    #expect(TextTidiness.problem(in: "pomme de terre", maximumLength: 14) == nil)
    #expect(TextTidiness.problem(in: "ñññññññññññññ", maximumLength: 14) == nil)
    #expect(TextTidiness.problem(in: "petit-déjeuners", maximumLength: 14) != nil)
  }
}
