import ArcadeCore
import Foundation

/// Catalog load times (the shipped JSON, and a 100,000-product CSV written to a temporary file now) and the
/// time to deal a question; medians over several runs, in milliseconds (release build for real numbers).
func priceGuessBench(dataDirectory: String, csvProducts: Int) -> [String] {
  var lines: [String] = []
  let shippedPath = dataDirectory + "/priceguess/catalog.json"
  guard let shipped = FileManager.default.contents(atPath: shippedPath) else {
    return ["(no catalog at \(shippedPath); run from the repository or set ARCADE_DATA)"]
  }
  var catalog: PriceCatalog?
  let jsonTimes = timed(runs: 20) { catalog = try? PriceCatalog(json: shipped, file: shippedPath) }
  guard let catalog else { return ["\(shippedPath) did not load"] }
  lines.append(
    "  shipped catalog.json (\(catalog.productCount) products, \(shipped.count / 1024) KiB): read+decode+validate \(summary(jsonTimes))")

  let csvPath = FileManager.default.temporaryDirectory.appendingPathComponent("priceguess-bench-\(csvProducts).csv").path
  let csv = benchCSV(products: csvProducts, from: catalog)
  guard FileManager.default.createFile(atPath: csvPath, contents: csv) else { return lines + ["(could not write \(csvPath))"] }
  defer { try? FileManager.default.removeItem(atPath: csvPath) }
  var bigCount = 0
  let csvTimes = timed(runs: 3) {
    guard let data = FileManager.default.contents(atPath: csvPath) else { return }
    bigCount = (try? PriceCatalog(csv: data, file: csvPath))?.productCount ?? -1
  }
  lines.append("  generated CSV (\(bigCount) products, \(csv.count / 1_048_576) MiB): read+decode+validate \(summary(csvTimes))")

  let products = catalog.allProducts
  var game = PriceGuessGame(products: products, scope: .mixed, length: .endless, seed: 1, startedAt: .zero)
  let deals = 10_000
  var turn = 0
  let dealTimes = timed(runs: 5) {
    for _ in 0..<deals {
      // Alternate right and wrong so every band's spacing is dealt.
      let choice = turn % 3 == 0 ? (game.question.answer + 1) % 4 : game.question.answer
      game.apply(.answer(choice), at: .zero)
      turn += 1
    }
  }
  lines.append("  deal a question (answer + next product + four prices), per question: \(summary(dealTimes.map { $0 * 1000 / Double(deals) }, unit: "µs"))")
  return lines
}

/// A CSV of `count` products made from the shipped ones (new skus and names), as a player's big file would be.
private func benchCSV(products count: Int, from catalog: PriceCatalog) -> Data {
  let base = catalog.allProducts
  var text = PriceCatalog.expectedHeader + "\n"
  text.reserveCapacity(count * 260)
  func quoted(_ field: String) -> String {
    field.contains(where: { $0 == "," || $0 == "\"" }) ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
  }
  for index in 0..<count {
    let product = base[index % base.count]
    let cells = [
      "B\(index)", "\(product.name) \(index)", product.manufacturer, product.categoryText,
      PriceText.decimal(product.salePrice), PriceText.decimal(product.listPrice), product.inStock ? "yes" : "no",
      "\(product.rating)", "\(product.reviewCount)", product.url + "-\(index)", product.description,
    ]
    text += cells.map(quoted).joined(separator: ",") + "\n"
  }
  return Data(text.utf8)
}

/// Milliseconds of each run of `body`.
private func timed(runs: Int, _ body: () -> Void) -> [Double] {
  let clock = ContinuousClock()
  return (0..<runs).map { _ in
    let start = clock.now
    body()
    let (seconds, attoseconds) = start.duration(to: clock.now).components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}

private func summary(_ samples: [Double], unit: String = "ms") -> String {
  let sorted = samples.sorted()
  let median = sorted[sorted.count / 2]
  return "median \(String(format: "%.2f", median)) \(unit), best \(String(format: "%.2f", sorted[0])) \(unit) (\(samples.count) runs)"
}
