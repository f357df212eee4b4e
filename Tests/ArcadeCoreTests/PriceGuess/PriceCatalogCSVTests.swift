import Foundation
import Testing

@testable import ArcadeCore

@Suite struct PriceCatalogCSVTests {
  func decode(_ text: String) throws(PriceCatalogError) -> PriceCatalog {
    try PriceCatalog(csv: Data(text.utf8), file: "c.csv")
  }

  func error(_ text: String) -> String? {
    catalogError { () throws(PriceCatalogError) in try decode(text) }
  }

  func error(_ changes: [String: String]) -> String? {
    error([csvHeader, csvRow(sku: "OK-1"), csvRow(sku: "BL-7", replacing: changes)].joined(separator: "\n"))
  }

  @Test func aGoodFileDecodesWithQuotesDollarSignsAndAnyColumnOrder() throws {
    let text = """
      Description,SKU,Name,Manufacturer,Category Path,Sale Price,List Price,In Stock,Rating,Reviews,URL
      "A jar, a lid and ""pulse"".",BL-1,Glacier,Calder,Kitchen > Small Appliances > Blenders,$59.99,$79.99,Out of stock,4.3,812,https://shop.example/p/1

      "Two lines
      of text are refused",BL-2,Glacier 2,Calder,Kitchen > Small Appliances > Blenders,5,5.5,no,4,0,https://shop.example/p/2
      """
    let message = error(text)
    #expect(message == "c.csv: line 4 (sku BL-2): description: contains a control character (U+000A)")
    let good = try decode(String(text.split(separator: "\n").prefix(2).joined(separator: "\n")))
    let product = try #require(good.allProducts.first)
    #expect(product.description == "A jar, a lid and \"pulse\".")
    #expect(product.salePrice == 5999 && !product.inStock && product.categoryPath.count == 3)
    #expect(good.defaultCategory == ["Kitchen", "Small Appliances", "Blenders"])
  }

  @Test(arguments: [
    (["sale price": "4x.99"], "c.csv: line 3 (sku BL-7): sale price: \"4x.99\" is not a price like 49.99"),
    (["sale price": "49.999"], "c.csv: line 3 (sku BL-7): sale price: \"49.999\" is not a price like 49.99"),
    (["list price": ""], "c.csv: line 3 (sku BL-7): list price: \"\" is not a price like 49.99"),
    (["list price": "9.99"], "c.csv: line 3 (sku BL-7): list price: $9.99 is below the sale price $59.99"),
    (["in stock": "maybe"], "c.csv: line 3 (sku BL-7): in stock: \"maybe\" is not yes or no"),
    (["rating": "good"], "c.csv: line 3 (sku BL-7): rating: \"good\" is not a number like 4.5"),
    (["rating": "-1"], "c.csv: line 3 (sku BL-7): rating: -1.0 is not between 0 and 5"),
    (["reviews": "12k"], "c.csv: line 3 (sku BL-7): reviews: \"12k\" is not a whole number"),
    (["name": ""], "c.csv: line 3 (sku BL-7): name: is empty"),
    (["name": "Glacier\u{2066}"], "c.csv: line 3 (sku BL-7): name: contains a bidirectional override character (U+2066)"),
    (["manufacturer": " Calder"], "c.csv: line 3 (sku BL-7): manufacturer: starts with a space"),
    (["url": "ftp://shop.example/1"], "c.csv: line 3 (sku BL-7): url: \"ftp://shop.example/1\" is not a web address starting with https://"),
    (["category": "Kitchen > > Blenders"], "c.csv: line 3 (sku BL-7): category: level 2 is empty"),
    (["sku": "OK-1"], "c.csv: line 3 (sku OK-1): sku: OK-1 is also used by line 2 (sku OK-1)"),
    (["sku": ""], "c.csv: line 3: sku: is empty"),
    (["name": "\"Open quote, never closed"], "c.csv: line 3 (sku BL-7): has 2 fields; the header has 11 (a quote left open?)"),
  ] as [([String: String], String)])
  func everyBadCellIsNamed(changes: [String: String], message: String) {
    #expect(error(changes) == message)
  }

  @Test func headerProblemsAreNamed() {
    #expect(error("") == "c.csv: has no header row")
    #expect(error(csvHeader + ",colour\n") == "c.csv: header: \"colour\" is not a column of a catalog (\(PriceCatalog.expectedHeader))")
    #expect(error(csvHeader + ",SKU\n") == "c.csv: header: \"SKU\" appears twice")
    #expect(error(csvHeader.replacingOccurrences(of: ",rating", with: "") + "\n") == "c.csv: header: no \"rating\" column (\(PriceCatalog.expectedHeader))")
    #expect(error(csvHeader + "\n") == "c.csv: the catalog has no products")
    let latin1 = Data([0x73, 0x6B, 0x75, 0xE9, 0x0A])
    #expect(catalogError { () throws(PriceCatalogError) in try PriceCatalog(csv: latin1, file: "c.csv") } == "c.csv: not UTF-8 text")
  }

  @Test func tooManyRowsIsNamed() {
    #expect(PriceCatalogLimits.maximumProducts == 200_000)
    let message = PriceCatalogError.tooManyProducts(file: "c.csv", limit: 200_000).description
    #expect(message == "c.csv: more than 200000 products, the catalog limit")
  }

  @Test func theFileNameChoosesTheFormat() throws {
    let csv = Data([csvHeader, csvRow()].joined(separator: "\r\n").utf8)
    #expect(try PriceCatalog(data: csv, file: "mine.CSV").productCount == 1)
    #expect(try PriceCatalog(data: catalogJSON([productJSON()]), file: "mine.json").productCount == 1)
  }
}

@Suite struct ShippedCatalogTests {
  @Test func theShippedCatalogLoadsAndMeetsTheSizeRules() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: ShippedData.priceGuessCatalog))
    let catalog = try PriceCatalog(json: data, file: "catalog.json")
    #expect(catalog.topLevel.count >= 10)
    #expect(catalog.root.depth >= 4, "four levels deep somewhere")
    #expect(catalog.productCount >= 400)
    for leaf in catalog.root.leaves {
      #expect(leaf.products.count >= 12, "\(CategoryPath.text(leaf.path)) has \(leaf.products.count)")
    }
    #expect(catalog.defaultCategory == ["Kitchen", "Small Appliances", "Blenders"])
    #expect(catalog.defaultLeaf?.products.count == 48)
    let prices = catalog.allProducts.map(\.salePrice)
    #expect(prices.min()! < 1_000 && prices.max()! > 200_000, "from a few dollars to a few thousand")
    let names = catalog.allProducts.map(\.name)
    #expect(Set(names).count == names.count, "every name different")
    #expect(catalog.allProducts.allSatisfy { $0.url.hasPrefix("https://shop.example/") })
  }
}
