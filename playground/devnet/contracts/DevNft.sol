// SPDX-License-Identifier: MIT
// DevNft: the ERC-721 collections deployed on Gangway's local devnet; only the deployer may mint (test setup).
// tokenURI(id) is the metadata URI given when the token is minted. Rebuild DevNft.json after an edit:
// `node playground/devnet/contracts/compileDevToken.mjs` (solc 0.8.37 through npx; not a project dependency).
pragma solidity ^0.8.24;

contract DevNft {
    string public name;
    string public symbol;
    address public immutable minter;
    mapping(uint256 => address) public ownerOf;
    mapping(uint256 => string) private uris;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
        minter = msg.sender;
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == 0x01ffc9a7 || id == 0x80ac58cd || id == 0x5b5e139f;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        require(ownerOf[tokenId] != address(0), "DevNft: unknown token");
        return uris[tokenId];
    }

    function approve(address to, uint256 tokenId) external {
        address owner = ownerOf[tokenId];
        require(msg.sender == owner || isApprovedForAll[owner][msg.sender], "DevNft: not allowed");
        getApproved[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        require(ownerOf[tokenId] == from && from != address(0), "DevNft: wrong owner");
        require(to != address(0), "DevNft: transfer to the zero address");
        require(
            msg.sender == from || getApproved[tokenId] == msg.sender || isApprovedForAll[from][msg.sender],
            "DevNft: not allowed"
        );
        delete getApproved[tokenId];
        balanceOf[from] -= 1;
        balanceOf[to] += 1;
        ownerOf[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        transferFrom(from, to, tokenId);
    }

    function mint(address to, uint256 tokenId, string calldata uri) external {
        require(msg.sender == minter, "DevNft: only the minter may mint");
        require(to != address(0), "DevNft: mint to the zero address");
        require(ownerOf[tokenId] == address(0), "DevNft: token exists");
        balanceOf[to] += 1;
        ownerOf[tokenId] = to;
        uris[tokenId] = uri;
        emit Transfer(address(0), to, tokenId);
    }
}
