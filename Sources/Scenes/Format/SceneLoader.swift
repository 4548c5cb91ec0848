import Foundation
import ResponderKit

/// Reads scene files (docs/scene-format.md) into ``Scene``s: the built-in
/// scenes in `Assets/Scenes/` and the user's own go through the same code.
///
/// ```swift
/// let scene = try SceneLoader.load(file: "my-scene.json")
/// ```
public enum SceneLoader {
    /// Reads and builds the scene in `path`. Every problem is a ``SceneError``
    /// naming the file, the place and what was expected; nothing traps.
    @MainActor
    public static func load(file path: String, classes: UserViewClasses? = nil) throws(SceneError) -> Scene {
        let bytes = try read(path)
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return try load(bytes, file: path, defaultName: stem, classes: classes)
    }

    /// Builds the scene described by `bytes`; `file` names it in errors. A
    /// view's `class` may name one of `classes`, the user's code's (`--code`).
    @MainActor
    public static func load(
        _ bytes: [UInt8], file: String, defaultName: String,
        classes: UserViewClasses? = nil
    ) throws(SceneError) -> Scene {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw SceneError(
                file: file, line: error.line, column: error.column, message: "syntax error: \(error.message)")
        }
        do {
            let scene = try SceneBuilder(classes: classes).scene(
                SceneField(node: root, path: "", file: file), defaultName: defaultName)
            scene.userClasses = classes
            return scene
        } catch let error as SceneError {
            throw error
        } catch {
            // The builder throws nothing but SceneErrors; this keeps the signature's promise regardless.
            throw SceneError(file: file, message: "\(error)")
        }
    }

    /// The file's bytes, refused before reading when larger than `maximumSize`;
    /// `kind` names the file in that refusal.
    static func read(
        _ path: String, maximumSize: Int = SceneLimits.maximumFileSize,
        kind: String = "scene file"
    ) throws(SceneError) -> [UInt8] {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw SceneError(file: path, message: "cannot read the file: it does not exist or is not readable")
        }
        if attributes[.type] as? FileAttributeType == .typeDirectory {
            throw SceneError(file: path, message: "cannot read the file: it is a directory")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumSize else {
            throw SceneError(
                file: path, message: "the file has \(size) bytes; a \(kind) may have at most \(maximumSize)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SceneError(file: path, message: "cannot read the file")
        }
        guard data.count <= maximumSize else {
            throw SceneError(
                file: path, message: "the file has \(data.count) bytes; a \(kind) may have at most \(maximumSize)")
        }
        return [UInt8](data)
    }
}

/// Builds one scene from its JSON, remembering names for the references that
/// parts of the file make to each other (targets, failure requirements, the fix).
@MainActor
final class SceneBuilder {
    let log = SceneLog()
    /// The user's classes a view's `class` may name; nil without code.
    let classes: UserViewClasses?
    /// Every view made, in the file's order: each is sent `awakeFromNib()` once all are.
    var built: [View] = []
    /// Named views, controllers and recognizers, with the path where each was declared.
    var views: [String: (view: View, path: String)] = [:]
    var controllers: [String: (controller: SceneViewController, path: String)] = [:]
    var gestures: [String: (recognizer: GestureRecognizer, path: String)] = [:]
    var viewCount = 0
    var enlargedButtons: [EnlargedHitButton] = []
    /// Objects only weakly held by what uses them (recognizers' delegates): the scene keeps them.
    var retained: [AnyObject] = []
    /// References resolved once every name is known, so a file may refer forward.
    var pendingReferences: [() throws -> Void] = []
    var delegate: PolicyAppDelegate?
    /// The views' texts the file gives in Chinese too.
    var translations: [Scene.Translation] = []
    /// The names the file gives in Chinese too.
    var chineseNames = ChineseNames()
    /// Controllers to present, presenter first, once the window exists.
    var presentations: [(presenter: ViewController, presented: ViewController)] = []

    static let sceneKeys = ["name", "title", "caption", "root", "windowScene", "appDelegate", "fix", "tour"]

    init(classes: UserViewClasses? = nil) {
        self.classes = classes
    }

    func scene(_ field: SceneField, defaultName: String) throws -> Scene {
        let object = try field.object(Self.sceneKeys)
        let name = try object["name"]?.string() ?? defaultName
        let title = try object["title"]?.text() ?? (english: name, chinese: nil)
        let caption = try object["caption"]?.text() ?? (english: "", chinese: nil)
        if let delegateField = object["appDelegate"] {
            let delegateObject = try delegateField.object(["touches"])
            let delegate = PolicyAppDelegate()
            delegate.policy = try delegateObject["touches"].map { try Self.policy($0) } ?? .silent
            self.delegate = delegate
        }
        let root = try controller(object.required("root"), withView: true)
        for resolve in pendingReferences { try resolve() }
        // As nib loading does once every object is there.
        for view in built { view.awakeFromNib() }
        var tour: [Point] = []
        for tap in try object["tour"]?.array() ?? [] {
            let xy = try tap.numbers(2)
            tour.append(Point(x: xy[0], y: xy[1]))
        }
        let fix = try object["fix"].map { try self.fix($0) }
        let enlarged = enlargedButtons
        let inScene = try object["windowScene"]?.bool() ?? true
        let scene = Scene(
            name: name, title: title.english, caption: caption.english, root: root,
            windowScene: inScene ? WindowScene() : nil, delegate: delegate,
            fixDescription: fix?.description.english, tourTaps: tour, initiallyFixed: fix?.initiallyOn ?? false,
            applyFix: { on in fix?.apply(on) },
            hitAreas: {
                enlarged.filter { $0.hitInsets != .zero }.map { HitArea(view: $0, rect: $0.hitArea) }
            },
            log: log, retaining: retained)
        for (presenter, presented) in presentations { presenter.present(presented) }
        scene.translations = translations
        scene.chineseNames = chineseNames
        if let chinese = title.chinese {
            scene.translations.append(
                .init(english: title.english, chinese: chinese) { [unowned scene] in scene.setTitle($0) })
        }
        if let chinese = caption.chinese {
            scene.translations.append(
                .init(english: caption.english, chinese: chinese) { [unowned scene] in scene.setCaption($0) })
        }
        if let fix, let chinese = fix.description.chinese {
            scene.translations.append(
                .init(english: fix.description.english, chinese: chinese) { [unowned scene] in
                    scene.setFixDescription($0)
                })
        }
        return scene
    }

    static let controllerKeys = ["name", "touches", "actions", "keys"]

    /// A view's, controller's or recognizer's name: a text whose English is the
    /// identifier, its Chinese kept in `kind` of ``chineseNames``.
    func name(_ field: SceneField, into kind: WritableKeyPath<ChineseNames, [String: String]>) throws -> String {
        let (english, chinese) = try field.text()
        if let chinese { chineseNames[keyPath: kind][english] = chinese }
        return english
    }

    /// A controller: the root one and presented ones come with their `view`;
    /// a view's `controller` is given the view it sits on.
    func controller(_ field: SceneField, withView: Bool, view existing: View? = nil) throws -> SceneViewController {
        let object = try field.object(withView ? Self.controllerKeys + ["view", "presents"] : Self.controllerKeys)
        let name = try self.name(object.required("name"), into: \.controllers)
        if let first = controllers[name] {
            throw (object["name"] ?? field).error("duplicate controller name \"\(name)\" (first at \(first.path))")
        }
        let policy = try object["touches"].map { try Self.policy($0) } ?? .silent
        let actions = try object["actions"]?.strings().map { Action($0) } ?? []
        let keys = try object["keys"]?.strings() ?? []
        // A root or presented controller gets its view once that is built: the
        // controllers of views inside it need their parent to exist first.
        let controller = SceneViewController(
            name: name, view: existing ?? View(), policy: policy,
            actions: Set(actions), keys: Set(keys), log: log)
        controllers[name] = (controller, field.path)
        if withView {
            controller.view = try view(object.required("view"), depth: 1, in: controller, isRoot: true)
            if let presentedField = object["presents"] {
                // Presenter first: a controller can present only once its own view is in the window.
                let index = presentations.count
                let presented = try self.controller(presentedField, withView: true)
                presentations.insert((controller, presented), at: index)
            }
        }
        return controller
    }

    static func policy(_ field: SceneField) throws -> TouchPolicy {
        switch try field.choice(["handles", "forwards", "silent"]) {
        case "handles": .handles
        case "forwards": .forwardsWithSuper
        default: .silent
        }
    }
}
