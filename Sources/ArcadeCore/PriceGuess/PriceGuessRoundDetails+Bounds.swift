extension PriceGuessRoundDetails: BoundedDetails {
  /// Counts no larger than a quiz can hold, right answers no more than answered ones, prices in the catalog's range.
  public var isWithinBounds: Bool {
    let counts = 0...100_000
    return (0...10_000_000).contains(score) && counts.contains(correct) && counts.contains(answered) && counts.contains(skipped)
      && correct <= answered && answers.count <= 100_000 && category.isShortText && length.isShortText
      && answers.allSatisfy { answer in
        answer.sku.isShortText && answer.name.isShortText && (0...100_000_000).contains(answer.price)
          && answer.options.count <= 4 && (0...10_000_000).contains(answer.spacing)
      }
  }
}
