import Foundation

/// The quizzes `arcade generate priceguess` prints: for paper, or JSON one question a line.
public enum PriceGuessSheet {
  /// `count` questions from `products` as `play --seed` deals them, with wrong prices for the band of `accuracyPercent`.
  public static func questions(from products: [Product], count: Int, accuracyPercent: Double, seed: UInt64) -> [PriceQuestion] {
    var generator = SeededGenerator(seed: seed)
    var deck = ProductDeck(products: products, generator: generator.split())
    var prices = generator.split()
    let band = AccuracyBand(percent: accuracyPercent)
    return (0..<count).map { _ in PriceQuestion.make(for: deck.deal(), band: band, using: &prices) }
  }

  static let letters = ["A", "B", "C", "D"]

  /// Numbered questions with lettered prices, then the answers at the end.
  public static func paper(_ questions: [PriceQuestion], title: String) -> String {
    var lines = [title, ""]
    for (number, question) in questions.enumerated() {
      let product = question.product
      lines.append("\(number + 1). \(product.name) — \(product.manufacturer)")
      lines.append("   \(product.description)")
      let prices = question.options.enumerated().map { "\(letters[$0.offset]) \(PriceText.dollars($0.element))" }
      lines.append("   " + prices.joined(separator: "    "))
      lines.append("")
    }
    lines.append("Answers")
    let answers = questions.enumerated().map { "\($0.offset + 1) \(letters[$0.element.answer])" }
    stride(from: 0, to: answers.count, by: 10).forEach { start in
      lines.append("  " + answers[start..<min(start + 10, answers.count)].joined(separator: "   "))
    }
    return lines.joined(separator: "\n")
  }

  /// One JSON object per question: sku, name, price, options, answer (0-based index into options) and k.
  public static func jsonLines(_ questions: [PriceQuestion]) -> [String] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return questions.map { question in
      let line = JSONQuestion(
        sku: question.product.sku, name: question.product.name, price: decimal(question.product.salePrice),
        options: question.options.map(decimal), answer: question.answer, k: question.spacing)
      guard let data = try? encoder.encode(line) else { return "{}" }
      return String(decoding: data, as: UTF8.self)
    }
  }

  private static func decimal(_ cents: Int) -> Decimal { Decimal(cents) / 100 }

  private struct JSONQuestion: Encodable {
    var sku: String
    var name: String
    var price: Decimal
    var options: [Decimal]
    var answer: Int
    var k: Int
  }
}
