import UIKit
import Alamofire

/// Not a view: the lab has no use for it, and its network client is not here.
final class FeedViewController: UIViewController {
    private let client = FeedClient(session: AF)

    override func viewDidLoad() {
        super.viewDidLoad()
        client.load { [weak self] posts in self?.render(posts) }
    }

    private func render(_ posts: [Post]) {}
}
