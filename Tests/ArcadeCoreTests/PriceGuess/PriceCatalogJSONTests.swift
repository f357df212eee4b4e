import Foundation
import Testing

@testable import ArcadeCore

@Suite struct PriceCatalogJSONTests {
  func error(_ products: [String], defaultCategory: String? = "Kitchen > Small Appliances > Blenders") -> String? {
    catalogError { () throws(PriceCatalogError) in
      try PriceCatalog(json: catalogJSON(products, defaultCategory: defaultCategory), file: "c.json")
    }
  }

  func error(_ changes: [String: String?]) -> String? {
    error([productJSON(sku: "OK-1"), productJSON(sku: "BL-7", replacing: changes)])
  }

  @Test func aGoodFileDecodes() throws {
    let catalog = try PriceCatalog(json: catalogJSON([productJSON()]), file: "c.json")
    let product = try #require(catalog.allProducts.first)
    #expect(product.salePrice == 5999 && product.listPrice == 7999 && product.reviewCount == 812)
    #expect(product.categoryPath == ["Kitchen", "Small Appliances", "Blenders"] && product.inStock)
    #expect(catalog.defaultCategory == ["Kitchen", "Small Appliances", "Blenders"])
  }

  @Test(arguments: [
    (["name": nil], "c.json: products[1] (sku BL-7): name: is missing"),
    (["name": "null"], "c.json: products[1] (sku BL-7): name: is missing"),
    (["name": "12"], "c.json: products[1] (sku BL-7): name: expected a string"),
    (["name": "\"\""], "c.json: products[1] (sku BL-7): name: is empty"),
    (["name": "\" Glacier\""], "c.json: products[1] (sku BL-7): name: starts with a space"),
    (["name": "\"Glacier\\u0007\""], "c.json: products[1] (sku BL-7): name: contains a control character (U+0007)"),
    (["name": "\"Gla\\u202Ecier\""], "c.json: products[1] (sku BL-7): name: contains a bidirectional override character (U+202E)"),
    (["description": "\"One\\nTwo\""], "c.json: products[1] (sku BL-7): description: contains a control character (U+000A)"),
    (["name": "\"\(String(repeating: "x", count: 81))\""], "c.json: products[1] (sku BL-7): name: is 81 characters long; the limit is 80"),
    (["manufacturer": "false"], "c.json: products[1] (sku BL-7): manufacturer: expected a string"),
    (["salePrice": "\"59.99\""], "c.json: products[1] (sku BL-7): salePrice: expected a number"),
    (["salePrice": "59.999"], "c.json: products[1] (sku BL-7): salePrice: 59.999 is not a price in dollars and cents, like 49.99"),
    (["salePrice": "0.5", "listPrice": "0.5"], "c.json: products[1] (sku BL-7): salePrice: $0.50 is outside $1.00–$1,000,000.00"),
    (["listPrice": "49.99"], "c.json: products[1] (sku BL-7): listPrice: $49.99 is below the sale price $59.99"),
    (["inStock": "\"yes\""], "c.json: products[1] (sku BL-7): inStock: expected true or false"),
    (["rating": "5.5"], "c.json: products[1] (sku BL-7): rating: 5.5 is not between 0 and 5"),
    (["reviews": "1.5"], "c.json: products[1] (sku BL-7): reviews: expected a whole number"),
    (["reviews": "-3"], "c.json: products[1] (sku BL-7): reviews: -3 is not between 0 and 100000000"),
    (["url": "\"shop.example/p/1\""], "c.json: products[1] (sku BL-7): url: \"shop.example/p/1\" is not a web address starting with https://"),
    (["category": "\"Kitchen >  > Blenders\""], "c.json: products[1] (sku BL-7): category: level 2 is empty"),
    (["category": "\"A > B > C > D > E > F > G\""], "c.json: products[1] (sku BL-7): category: has 7 levels; the limit is 6"),
    (["colour": "\"red\""], "c.json: products[1] (sku BL-7): colour: is not a product field"),
    (["sku": "\"BL 7\""], "c.json: products[1]: sku: contains a space"),
    (["sku": "\"OK-1\""], "c.json: products[1] (sku OK-1): sku: OK-1 is also used by products[0] (sku OK-1)"),
  ] as [([String: String?], String)])
  func everyBadFieldIsNamed(changes: [String: String?], message: String) {
    #expect(error(changes) == message)
  }

  @Test func aCategoryCannotHoldProductsAndSubcategories() {
    let leafFirst = [productJSON(sku: "A"), productJSON(sku: "B", replacing: ["category": "\"Kitchen > Small Appliances > Blenders > Glass\""])]
    #expect(error(leafFirst) == "c.json: products[1] (sku B): category: \"Kitchen > Small Appliances > Blenders\" holds products (products[0] (sku A)), so it cannot have subcategories")
    let innerFirst = [productJSON(sku: "A", replacing: ["category": "\"Kitchen > Small Appliances\""])]
    #expect(error([productJSON(sku: "B")] + innerFirst).map { $0.contains("products[1] (sku A): category: \"Kitchen > Small Appliances\" has subcategories") } == true)
  }

  @Test func wholeFileProblemsAreNamed() {
    #expect(error([], defaultCategory: nil) == "c.json: the catalog has no products")
    #expect(error([productJSON()], defaultCategory: "Kitchen > Toasters") == "c.json: defaultCategory: \"Kitchen > Toasters\" is not a category holding products")
    let notJSON = catalogError { () throws(PriceCatalogError) in try PriceCatalog(json: Data("{\"format\": 1,\n \"products\": [}".utf8), file: "c.json") }
    #expect(notJSON?.hasPrefix("c.json: not valid JSON at line 2") == true)
    let version = catalogError { () throws(PriceCatalogError) in try PriceCatalog(json: Data("{\"format\": 2, \"products\": []}".utf8), file: "c.json") }
    #expect(version == "c.json: format 2 is not supported (this version reads format 1)")
    let noProducts = catalogError { () throws(PriceCatalogError) in try PriceCatalog(json: Data("{\"format\": 1}".utf8), file: "c.json") }
    #expect(noProducts == "c.json: products: is missing")
    let notObject = catalogError { () throws(PriceCatalogError) in try PriceCatalog(json: Data("{\"format\": 1, \"products\": [3]}".utf8), file: "c.json") }
    #expect(notObject == "c.json: products[0]: expected an object of product fields")
  }

  @Test func limitsAreNamed() {
    let big = Data(count: PriceCatalogLimits.maximumBytes + 1)
    let message = catalogError { () throws(PriceCatalogError) in try PriceCatalog(json: big, file: "big.json") }
    #expect(message == "big.json: \(PriceCatalogLimits.maximumBytes + 1) bytes is over the catalog size limit of \(PriceCatalogLimits.maximumBytes) bytes")
  }
}
