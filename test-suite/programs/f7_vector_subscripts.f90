! Indirect addressing as in unstructured-mesh and particle codes: gathers u(conn(:, e)) of
! element node values through a connectivity table, permutations applied with x = x(perm),
! scatter of element results back with a(idx) = ..., vector subscripts made by array
! constructors, sections mixing a vector subscript with a triplet, row swaps a([i, j], :),
! and a bucket sort producing the permutation with COUNT and an explicit scan.
program f7_vector_subscripts
  implicit none
  integer, parameter :: nnode = 9, nelem = 4, npart = 12, ncell = 4
  integer :: conn(4, nelem), perm(npart), cell(npart), start(ncell + 1), fill(ncell)
  integer :: e, i, k, order(nnode)
  real :: u(nnode), elem_mean(nelem), xp(npart), vp(npart), m(3, 4), nodal(nnode)
  real :: coords(2, nnode)

  ! a 3x3 node grid of 2x2 quadrilaterals
  conn = reshape([1, 2, 5, 4, 2, 3, 6, 5, 4, 5, 8, 7, 5, 6, 9, 8], [4, nelem])
  do i = 1, nnode
    coords(:, i) = [real(mod(i - 1, 3)), real((i - 1) / 3)]
    u(i) = coords(1, i)**2 + 2.0 * coords(2, i) + 0.5
  end do
  do e = 1, nelem
    elem_mean(e) = sum(u(conn(:, e))) / 4.0
    write (*, '(a, i2, 4i3, 4f7.2, f8.3)') 'elem', e, conn(:, e), u(conn(:, e)), elem_mean(e)
  end do
  write (*, '(a, 2f8.3)') 'centroid e3 ', sum(coords(1, conn(:, 3))) / 4, &
       sum(coords(2, conn(:, 3))) / 4

  ! scatter-add element means back to nodes (a loop, since nodes repeat across elements)
  nodal = 0
  do e = 1, nelem
    nodal(conn(:, e)) = nodal(conn(:, e)) + 0.25 * elem_mean(e)
  end do
  write (*, '(a, 9f7.3)') 'nodal', nodal

  ! reverse and rotate orderings by vector subscripts
  order = [(nnode + 1 - i, i = 1, nnode)]
  write (*, '(a, 9f6.2)') 'reversed', u(order)
  u = u([(mod(i, nnode) + 1, i = 1, nnode)])
  write (*, '(a, 9f6.2)') 'rotated ', u
  u([1, 3, 5]) = [-1.0, -3.0, -5.0]
  write (*, '(a, 9f6.2)') 'scatter ', u

  ! particles sorted into cells by a counting sort
  do i = 1, npart
    xp(i) = mod(i * 0.37, 1.0)
    vp(i) = real(i)
    cell(i) = min(ncell, int(xp(i) * ncell) + 1)
  end do
  start(1) = 1
  do k = 1, ncell
    start(k + 1) = start(k) + count(cell == k)
  end do
  fill = start(1:ncell)
  do i = 1, npart
    perm(fill(cell(i))) = i
    fill(cell(i)) = fill(cell(i)) + 1
  end do
  xp = xp(perm)
  vp = vp(perm)
  cell = cell(perm)
  print '(a, 12i3)', ' perm ', perm
  print '(a, 12i3)', ' cells', cell
  write (*, '(a, 12f5.2)') ' xp', xp
  print *, 'sorted', all(cell(1:npart - 1) <= cell(2:npart)), ' sum v', sum(vp)

  ! rows of a matrix picked, swapped and combined by vector subscripts
  m = reshape([(real(i), i = 1, 12)], [3, 4])
  m([1, 3], :) = m([3, 1], :)
  write (*, '(4f6.1)') (m(i, :), i = 1, 3)
  write (*, '(a, 4f6.1)') 'cols 4,2 row 2', m(2, [4, 2])
  write (*, '(a, 4f6.1)') 'block', m([1, 2], 2:3)
  write (*, '(a, f8.2)') 'dot', dot_product(m(1, [1, 2, 3]), m(3, [2, 3, 4]))
end program f7_vector_subscripts
